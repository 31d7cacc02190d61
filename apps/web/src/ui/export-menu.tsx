import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Button,
  CircularProgress,
  Divider,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  type ContractRoute,
  type ExportFormat,
  type ExportLanguage,
  type ExportList,
  exportFormats,
  exportLanguages,
  exportRoutes,
} from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type DownloadedFile } from '../app/api-client';
import { describeError } from '../app/api-errors';
import { useNotify } from '../app/notifications';

/** What a list hands its toolbar to export: its name and the filters it shows now. */
export interface ListExport {
  list: ExportList;
  /** The list's current query; its paging is dropped, since the file holds every page. */
  query: Record<string, unknown>;
  /** The rows selected on screen: the menu then also offers a file of only those (ADR 0044). */
  selectedIds?: readonly string[];
}

/** The list's filters as the export reads them: no paging, no empty values. */
export function exportInput(
  query: Record<string, unknown>,
  format: ExportFormat,
  lang: ExportLanguage,
  ids?: readonly string[],
) {
  const filters = Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        key !== 'page' && key !== 'limit' && value !== undefined && value !== null && value !== '',
    ),
  );
  // The list's filters and sort go too: the server finds the selected rows where the screen shows them.
  return ids && ids.length > 0
    ? { ...filters, format, lang, ids: ids.join(',') }
    : { ...filters, format, lang };
}

const languageOf = (language: string | undefined): ExportLanguage =>
  exportLanguages.find((candidate) => language?.startsWith(candidate)) ?? 'he';

/** Hands the browser the downloaded file to save under the server's name. */
function save(file: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the object URL can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );

/**
 * "Export" on a list's toolbar: CSV or Excel of every row the current filters show, with headers
 * in the person's language. The file comes through the API client (the session is a bearer
 * token, which a plain link would not carry); the button shows how much has arrived meanwhile.
 */
export function ExportMenu({ list, query, selectedIds = [] }: ListExport) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: async ({ format, ids }: { format: ExportFormat; ids?: readonly string[] }) => {
      setReceived(0);
      const input = exportInput(query, format, languageOf(i18n.resolvedLanguage ?? i18n.language), ids);
      // One route per list; each takes that list's filters, which the list itself typed.
      const route: ContractRoute = exportRoutes[list];
      const file: DownloadedFile = await call(route, input as never, {
        onProgress: ({ loaded }) => setReceived(loaded),
      });
      save(file, `${list}.${format}`);
    },
    onError: (error) => notify.error(`${t('export.failed')} ${describeError(t, error)}`),
  });
  const choose = (format: ExportFormat, ids?: readonly string[]) => {
    setAnchor(null);
    download.mutate({ format, ids });
  };
  const selected = selectedIds.length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={download.isPending ? <CircularProgress size={18} /> : <FileDownloadOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-haspopup="menu"
        data-testid="list-export"
      >
        {download.isPending
          ? received > 0
            ? t('export.receiving', { size: megabytes(received, i18n.language) })
            : t('export.preparing')
          : t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {selected > 0 ? <ListSubheader>{t('export.allRows')}</ListSubheader> : null}
        {exportFormats.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)} data-testid={`list-export-${format}`}>
            <ListItemText primary={t(`export.formats.${format}`)} secondary={t(`export.hints.${format}`)} />
          </MenuItem>
        ))}
        {selected > 0 ? <Divider /> : null}
        {selected > 0 ? (
          <ListSubheader data-testid="list-export-selected">
            {t('export.selectedRows', { count: selected })}
          </ListSubheader>
        ) : null}
        {selected > 0
          ? exportFormats.map((format) => (
              <MenuItem
                key={`selected-${format}`}
                onClick={() => choose(format, selectedIds)}
                data-testid={`list-export-selected-${format}`}
              >
                <ListItemText primary={t(`export.formats.${format}`)} />
              </MenuItem>
            ))
          : null}
      </Menu>
    </>
  );
}
