import type { BusinessDocument } from '@tg/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../ui/data-table';
import { CategoryName } from './category-tabs';
import { DocumentStatusCell } from './document-status-cell';

type Column = DataTableColumn<BusinessDocument>;

/** The document's number, as a link or button to open it when `render` gives one. */
export function docIdColumn(labelKey: string, render?: (doc: BusinessDocument) => ReactNode): Column {
  return { id: 'docId', labelKey, dir: 'ltr', width: 90, value: (doc) => String(doc.docId), render };
}

/** Price quote, work card or shipping certificate. */
export function categoryColumn(labelKey: string, width: number): Column {
  return { id: 'category', labelKey, width, render: (doc) => <CategoryName category={doc.category} /> };
}

/** The document's date, dd/MM/yyyy. */
export function dateColumn(labelKey: string): Column {
  return { id: 'date', labelKey, dir: 'ltr', width: 105 };
}

/** The general status, and that the document is closed when it is. */
export function statusColumn(labelKey: string): Column {
  return { id: 'status', labelKey, render: (doc) => <DocumentStatusCell doc={doc} />, width: 170 };
}
