import type { Policy } from '../../policies/policy.schema';
import { dateColumn, type ExportColumn, numberColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

const statuses = {
  pending: translated('ממתין לאישור', 'Awaiting approval', 'بانتظار الموافقة', 'Ждёт утверждения'),
  active: translated('פעיל', 'Active', 'فعّالة', 'Активен'),
  cancelled: translated('בוטל', 'Cancelled', 'ملغاة', 'Отменён'),
  ended: translated('הסתיים', 'Ended', 'منتهية', 'Завершён'),
};

export const subscriptionColumns: readonly ExportColumn<Policy>[] = [
  textColumn(
    'policyNumber',
    translated('מספר מנוי', 'Subscription no.', 'رقم الاشتراك', '№ подписки'),
    (row) => row.policyNumber,
    { width: 14 },
  ),
  textColumn('status', h.status, (row) => row.status, { values: statuses }),
  textColumn('customerName', h.customerName, (row) => row.userInformation.name, { width: 24 }),
  textColumn('customerId', h.idNumber, (row) => row.userInformation.userId),
  textColumn('phone', h.phone, (row) => row.userInformation.phoneNumber, { width: 14 }),
  textColumn('plate', h.plate, (row) => row.machine.tractorNumber),
  textColumn('chassis', h.chassis, (row) => row.machine.vinNumber, { width: 20 }),
  textColumn('manufacturer', h.manufacturer, (row) => row.machine.machine),
  textColumn('model', h.model, (row) => row.machine.model),
  textColumn(
    'product',
    translated('מוצר מנוי', 'Subscription product', 'منتج الاشتراك', 'Продукт подписки'),
    (row) => row.policyProduct.policyName,
    { width: 24 },
  ),
  numberColumn(
    'price',
    translated('מחיר', 'Price', 'السعر', 'Цена'),
    (row) => row.policyProduct.policyPrice,
    'money',
  ),
  dateColumn(
    'startDate',
    translated('תאריך התחלה', 'Start date', 'تاريخ البدء', 'Дата начала'),
    (row) => row.createdAt,
  ),
  dateColumn(
    'endDate',
    translated('תאריך סיום', 'End date', 'تاريخ الانتهاء', 'Дата окончания'),
    (row) => row.expiredAt,
  ),
  textColumn('createdBy', h.createdBy, (row) => row.createdBy.name, { width: 18 }),
];
