import type { PolicyProductSnapshot } from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import { policyProducts } from './policy-products.table';

/** Eight service letters: their order is CSV types 1 to 8 (spec 1 §5). */
export const demoPolicyProducts = [
  { name: 'שמשה קדמית — בסיסי', type: 'windows', serviceType: 'במעבדה', price: 690, deductible: 350 },
  {
    name: 'שמשה קדמית — מורחב',
    type: 'windows',
    serviceType: 'ניידת שירות בשטח',
    price: 1150,
    deductible: 250,
  },
  { name: 'כל שמשות הכלי', type: 'windows', serviceType: 'ניידת שירות בשטח', price: 1890, deductible: 300 },
  { name: 'שמשות לכלי צמ"ה', type: 'windows', serviceType: 'באתר העבודה', price: 2400, deductible: 500 },
  { name: 'פנסים ראשיים', type: 'lights', serviceType: 'במעבדה', price: 420, deductible: 150 },
  { name: 'פנסים ומראות', type: 'lights', serviceType: 'ניידת שירות בשטח', price: 780, deductible: 200 },
  { name: 'מראות צד', type: 'lights', serviceType: 'במעבדה', price: 360, deductible: 120 },
  {
    name: 'שמשות, פנסים ומראות — מלא',
    type: 'windows',
    serviceType: 'ניידת שירות בשטח',
    price: 2950,
    deductible: 400,
  },
] as const;

export function snapshotOf(row: typeof policyProducts.$inferSelect): PolicyProductSnapshot {
  return {
    _id: row.id,
    policyNumber: String(row.number),
    policyName: row.name,
    policyPrice: row.price,
    policyType: row.serviceType,
    deductible: row.deductible,
    type: row.type,
    link: row.link,
  };
}

export async function insertPolicyProducts(tx: Executor) {
  return tx
    .insert(policyProducts)
    .values(
      demoPolicyProducts.map((product) => ({
        ...product,
        link: 'https://www.gov.il/he/departments/topics/insurance',
      })),
    )
    .returning();
}
