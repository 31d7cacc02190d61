import { Readable } from 'node:stream';
import {
  type ExportColumn,
  type ExportFormat,
  type ExportLanguage,
  type ExportList,
  type ExportQuery,
  exportColumns,
  exportContentTypes,
  exportFileName,
  todayIso,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { FileAnswer } from '../../platform/http/contract-routes';
import { type ExportDependencies, exportSources } from './export.sources';
import { csvChunks } from './export-csv';
import { batchesFrom, exportBatchSize } from './export-rows';
import { onlySelected } from './export-selected';
import { xlsxStream } from './export-xlsx';

/** The export's own options; every other field of the query is the list's filter. */
interface ExportOptions {
  format: ExportFormat;
  lang: ExportLanguage;
  /** Only these rows ("export selected"), when named. */
  ids?: string[];
}

export function createExportService(deps: ExportDependencies, now: () => Date = () => new Date()) {
  const sources = exportSources(deps);

  return {
    /**
     * The list's rows under the caller's filters as a file. The first batch is read before the
     * answer starts (a refused filter or an unknown warehouse answers as the list does); the
     * rest is read while the file is sent.
     */
    async export<L extends ExportList>(
      list: L,
      caller: AccessClaims,
      query: ExportQuery<L>,
    ): Promise<FileAnswer> {
      const { format, lang, ids, ...filters } = query as ExportQuery<L> & ExportOptions;
      const read = sources[list](caller, filters as ExportQuery<L>);
      const all = batchesFrom(read, await read(undefined, exportBatchSize));
      const batches = ids ? onlySelected(all, ids) : all;
      const columns = exportColumns[list] as readonly ExportColumn<unknown>[];
      const content =
        format === 'xlsx'
          ? xlsxStream(columns, batches, lang, list)
          : Readable.from(csvChunks(columns, batches, lang));
      return {
        content,
        contentType: exportContentTypes[format],
        fileName: exportFileName(list, format, todayIso(now())),
        disposition: 'attachment',
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
