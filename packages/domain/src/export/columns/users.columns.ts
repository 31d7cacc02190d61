import type { User } from '../../users/user.schema';
import { dateColumn, type ExportColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

export const userColumns: readonly ExportColumn<User>[] = [
  textColumn('name', translated('שם', 'Name', 'الاسم', 'Имя'), (row) => row.userInformation.name, {
    width: 24,
  }),
  textColumn('idNumber', h.idNumber, (row) => row.userInformation.userId),
  textColumn('phone', h.phone, (row) => row.userInformation.phoneNumber, { width: 14 }),
  textColumn('email', h.email, (row) => row.userInformation.email, { width: 26 }),
  textColumn('city', h.city, (row) => row.userInformation.city),
  textColumn(
    'address',
    translated('כתובת', 'Address', 'العنوان', 'Адрес'),
    (row) => row.userInformation.address,
    { width: 24 },
  ),
  textColumn(
    'group',
    translated('סוכן / חברה', 'Agent / company', 'الوكيل / الشركة', 'Агент / компания'),
    (row) => row.groupName,
    { width: 20 },
  ),
  dateColumn('createdAt', h.createdAt, (row) => row.createdAt),
];
