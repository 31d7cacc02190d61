import type { ExportFormat, ExportList } from './export.schema';

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `subscriptions-2026-11-28.csv`: the list and the day (in Israel) it was exported. */
export function exportFileName(list: ExportList, format: ExportFormat, today: string): string {
  return `${list}-${today}.${format}`;
}
