import type { Lead } from '../../leads/lead.schema';
import { dateColumn, type ExportColumn, numberColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

const statuses = {
  new: translated('חדשה', 'New', 'جديد', 'Новая'),
  contacted: translated('נוצר קשר', 'Contacted', 'تم التواصل', 'Связались'),
  quoted: translated('נשלחה הצעה', 'Quoted', 'أُرسل عرض سعر', 'Отправлено предложение'),
  won: translated('נסגרה', 'Won', 'تم الإغلاق', 'Выиграна'),
  lost: translated('לא רלוונטית', 'Lost', 'غير ذي صلة', 'Проиграна'),
};

export const leadColumns: readonly ExportColumn<Lead>[] = [
  numberColumn(
    'leadNumber',
    translated('מספר פנייה', 'Lead no.', 'رقم الطلب', '№ заявки'),
    (row) => row.leadNumber,
  ),
  dateColumn('createdAt', h.date, (row) => row.createdAt),
  textColumn('status', h.status, (row) => row.status, { values: statuses, width: 16 }),
  textColumn('name', translated('שם', 'Name', 'الاسم', 'Имя'), (row) => row.name, { width: 24 }),
  textColumn('phone', h.phone, (row) => row.phoneNumber, { width: 14 }),
  textColumn('plate', h.plate, (row) => row.machine.tractorNumber),
  textColumn('chassis', h.chassis, (row) => row.machine.vinNumber, { width: 20 }),
  textColumn('product', h.productName, (row) => row.product?.name, { width: 24 }),
  textColumn('message', translated('הודעה', 'Message', 'الرسالة', 'Сообщение'), (row) => row.message, {
    width: 40,
  }),
  textColumn(
    'assignedTo',
    translated('מטפל', 'Assigned to', 'المسؤول', 'Ответственный'),
    (row) => row.assignedTo?.name,
    { width: 18 },
  ),
];
