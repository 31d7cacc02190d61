import type { Warehouse } from '@tg/domain';

export { json, type RecordedRequest, serve } from '../../policy-products/test/serve';

export const mainWarehouse: Warehouse = {
  _id: '11111111-1111-4111-8111-111111111111',
  id: '1',
  name: 'מחסן ראשי',
  address: '',
  role: 'warehouse',
  owner: '',
  total: 12,
};
export const beitUzielWarehouse: Warehouse = {
  _id: '22222222-2222-4222-8222-222222222222',
  id: '2',
  name: 'בית עוזיאל',
  address: 'משק 12',
  role: 'warehouse',
  owner: 'רון',
  total: 5,
};
export const supplierWarehouse: Warehouse = {
  _id: '33333333-3333-4333-8333-333333333333',
  id: '3',
  name: 'ספק זכוכית',
  address: '',
  role: 'supplier',
  owner: '',
  total: 0,
};
