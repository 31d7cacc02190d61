import type { Executor } from '../../platform/db/client';
import { defaultBusinessDetails } from './business-details.defaults';
import { businessDetailsRepository as repo } from './business-details.repository';
import { toBusinessDetailsValues } from './business-details.service';

/**
 * The demo business: the defaults plus made-up contact and bank details, so the demo's PDFs and
 * shared documents show them. Written only while the business has no details of its own.
 */
export async function seedDemoBusinessDetails(tx: Executor): Promise<boolean> {
  return repo.insertIfMissing(
    tx,
    toBusinessDetailsValues(
      {
        ...defaultBusinessDetails,
        registrationNumber: '515123456',
        phone: '+97239000000',
        whatsapp: '+972509000000',
        email: 'office@tractor-glass.example',
        address: 'משק 12, בית עוזיאל',
        openingHours: 'א׳–ה׳ 08:00–17:00\nו׳ 08:00–12:00',
        bank: {
          bankName: 'בנק הפועלים',
          branchNumber: '600',
          accountNumber: '123456',
          accountName: 'זכוכית לטרקטורים בע״מ',
        },
        social: { website: 'https://tractor-glass.example', facebook: '', instagram: '' },
      },
      null,
    ),
  );
}
