import type { BusinessDocument } from '../../documents/document.schema';
import { dateColumn, type ExportColumn, numberColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

const openOrClosed = {
  open: translated('פתוח', 'Open', 'مفتوح', 'Открыт'),
  closed: translated('סגור', 'Closed', 'مغلق', 'Закрыт'),
};

export const documentColumns: readonly ExportColumn<BusinessDocument>[] = [
  numberColumn(
    'docId',
    translated('מספר מסמך', 'Document no.', 'رقم المستند', '№ документа'),
    (row) => row.docId,
  ),
  dateColumn('date', h.date, (row) => row.date),
  textColumn('customerName', h.customerName, (row) => row.userInformation.name, { width: 24 }),
  textColumn('customerId', h.idNumber, (row) => row.userInformation.userId),
  textColumn('phone', h.phone, (row) => row.userInformation.phoneNumber, { width: 14 }),
  textColumn('plate', h.plate, (row) => row.machine.tractorNumber),
  textColumn(
    'generalStatus',
    translated('סטטוס כללי', 'General status', 'الحالة العامة', 'Общий статус'),
    (row) => row.generalStatus.status,
    { width: 16 },
  ),
  textColumn('open', h.status, (row) => (row.status ? 'open' : 'closed'), { values: openOrClosed }),
  numberColumn('total', translated('סה"כ', 'Total', 'المجموع', 'Итого'), (row) => row.docTotalPrice, 'money'),
  textColumn('createdBy', h.createdBy, (row) => row.createdBy.name, { width: 18 }),
];
