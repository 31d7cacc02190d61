import type { Role } from '@tg/domain';

/** The demo sign-in table of the README: each is a user of the role and a special number with code 123456. */
export const demoAccounts: readonly { role: Role; phone: string; name: string; idNumber: string }[] = [
  { role: 'admin', phone: '+972500000001', name: 'מנהל המערכת', idNumber: '300000001' },
  { role: 'worker', phone: '+972500000002', name: 'עובד משרד', idNumber: '300000002' },
  { role: 'agent', phone: '+972500000003', name: 'סוכן ביטוח', idNumber: '300000003' },
  { role: 'customer', phone: '+972500000004', name: 'לקוח לדוגמה', idNumber: '300000004' },
  { role: 'installer', phone: '+972500000005', name: 'מתקין', idNumber: '300000005' },
  { role: 'storekeeper', phone: '+972500000006', name: 'מחסנאי', idNumber: '300000006' },
  { role: 'company', phone: '+972500000007', name: 'סוכנות ביטוח לדוגמה', idNumber: '500000007' },
  { role: 'supplier', phone: '+972500000008', name: 'ספק זכוכית', idNumber: '500000008' },
  { role: 'agent', phone: '+972500000009', name: 'סוכן שני', idNumber: '300000009' },
  { role: 'customer', phone: '+972500000010', name: 'לקוח שני', idNumber: '300000010' },
];
export const demoCode = '123456';
