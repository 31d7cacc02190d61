import type { ServiceCall } from '../../service-calls/service-call.schema';
import { dateColumn, type ExportColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

const statuses = {
  pending: translated('ממתינה לאישור', 'Awaiting approval', 'بانتظار الموافقة', 'Ожидает одобрения'),
  active: translated('פעילה', 'Active', 'نشط', 'Активен'),
  price_quote_transfer: translated(
    'הועברה להצעת מחיר',
    'Moved to a price quote',
    'نُقل إلى عرض سعر',
    'Передан в ценовое предложение',
  ),
  workcard_transfer: translated(
    'הועברה לכרטיס עבודה',
    'Moved to a work card',
    'نُقل إلى بطاقة عمل',
    'Передан в рабочую карту',
  ),
};

export const serviceCallColumns: readonly ExportColumn<ServiceCall>[] = [
  textColumn(
    'serviceCallNumber',
    translated('מספר קריאה', 'Service call no.', 'رقم طلب الخدمة', '№ вызова'),
    (row) => row.serviceCallNumber,
    { width: 14 },
  ),
  dateColumn('date', h.date, (row) => row.createdAt),
  textColumn('status', h.status, (row) => row.status, { values: statuses, width: 20 }),
  textColumn('customerName', h.customerName, (row) => row.userInformation.name, { width: 24 }),
  textColumn('customerId', h.idNumber, (row) => row.userInformation.userId),
  textColumn('phone', h.phone, (row) => row.userInformation.phoneNumber, { width: 14 }),
  textColumn('plate', h.plate, (row) => row.machine.tractorNumber),
  textColumn('chassis', h.chassis, (row) => row.machine.vinNumber, { width: 20 }),
  textColumn('manufacturer', h.manufacturer, (row) => row.machine.machine),
  textColumn('model', h.model, (row) => row.machine.model),
  textColumn('createdBy', h.createdBy, (row) => row.createdBy.name, { width: 18 }),
];
