import type { Role } from '@tg/domain';

/**
 * The demo sign-in table of the README: each is a user of the role that signs in with code 123456
 * while demo data is on. That is a rule of demo mode, not a stored special number (ADR 0017): turning
 * DEMO_DATA off on the same data folder ends it.
 */
export const demoAccounts: readonly { role: Role; phone: string; name: string; idNumber: string }[] = [
  { role: 'admin', phone: '+972500000001', name: 'מנהל המערכת', idNumber: '300000015' },
  { role: 'worker', phone: '+972500000002', name: 'עובד משרד', idNumber: '300000023' },
  { role: 'agent', phone: '+972500000003', name: 'סוכן ביטוח', idNumber: '300000031' },
  { role: 'customer', phone: '+972500000004', name: 'לקוח לדוגמה', idNumber: '300000049' },
  { role: 'installer', phone: '+972500000005', name: 'מתקין', idNumber: '300000056' },
  { role: 'storekeeper', phone: '+972500000006', name: 'מחסנאי', idNumber: '300000064' },
  { role: 'company', phone: '+972500000007', name: 'סוכנות ביטוח לדוגמה', idNumber: '510000078' },
  { role: 'supplier', phone: '+972500000008', name: 'ספק זכוכית', idNumber: '510000086' },
  { role: 'agent', phone: '+972500000009', name: 'סוכן שני', idNumber: '300000098' },
  { role: 'customer', phone: '+972500000010', name: 'לקוח שני', idNumber: '300000106' },
];
export const demoCode = '123456';

const loopback = new Set(['127.0.0.1', '::1', 'localhost']);

/** The one line the server prints with demo data on: known codes open these accounts, admin too. */
export function demoSignInNotice(host: string): string {
  const reach = loopback.has(host)
    ? `only from this machine (${host}; set HOST to change)`
    : `from the network (HOST=${host})`;
  return `demo sign-in codes are active: the demo accounts, the manager's too, sign in with ${demoCode}, ${reach}`;
}
