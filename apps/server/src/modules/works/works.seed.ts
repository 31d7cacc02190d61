import type { Transaction } from '../../platform/db/client';
import { insertWork } from './works.service';

/** Labour a glass and parts business sells: installation in the field and in the garage, calibration, travel. */
const demoWorks: { name: string; price: number }[] = [
  { name: 'התקנת שמשה בשטח', price: 150 },
  { name: 'התקנת שמשה במוסך', price: 200 },
  { name: 'כיול מצלמה', price: 250 },
  { name: 'נסיעה לשטח', price: 300 },
  { name: 'איטום שמשה', price: 350 },
  { name: 'פירוק והרכבת שמשה אחורית', price: 280 },
  { name: 'החלפת שמשת דלת', price: 220 },
  { name: 'החלפת שמשת גג', price: 320 },
  { name: 'התקנת מראה צד', price: 120 },
  { name: 'התקנת פנס עבודה', price: 140 },
  { name: 'החלפת מנוע מגב', price: 180 },
  { name: 'תיקון סדק בשמשה', price: 90 },
  { name: 'ליטוש שריטות בשמשה', price: 110 },
  { name: 'הדבקת גומיית איטום', price: 75 },
  { name: 'בדיקת נזילות בתא הנהג', price: 160 },
  { name: 'שעת עבודה של טכנאי', price: 190 },
  { name: 'קריאת שירות דחופה בלילה', price: 450 },
  { name: 'הובלת שמשה גדולה במנוף', price: 600.5 },
];

/**
 * The demo works, numbered by the works counter like any new work (seeded with the demo
 * catalogue, once). Answers how many were added.
 */
export async function seedDemoWorks(tx: Transaction): Promise<number> {
  const actor = { userId: null, role: 'system', name: 'demo data' };
  for (const work of demoWorks) await insertWork(tx, actor, work);
  return demoWorks.length;
}
