import { describe, expect, it } from 'vitest';
import { sampleLead } from '../test/serve';
import { priceQuoteFromLead } from './use-quote-from-lead';

describe('a price quote made from a lead', () => {
  it('starts with the visitor, their machine, the product and their message', () => {
    const values = priceQuoteFromLead(
      sampleLead({ machine: { tractorNumber: '1234567', vinNumber: 'JD6120M0001' } }),
      'מוצר מבוקש: שמשה קדמית (מק״ט W-100)',
    );
    expect(values.userInformation).toMatchObject({ name: 'משה כהן', phoneNumber: '0501234567' });
    expect(values.machine).toMatchObject({ tractorNumber: '1234567', vinNumber: 'JD6120M0001' });
    expect(values.comments).toBe('מוצר מבוקש: שמשה קדמית (מק״ט W-100)\nשמשה קדמית סדוקה');
  });

  it('leaves out a product line when the visitor asked about none', () => {
    expect(priceQuoteFromLead(sampleLead({ product: null, message: 'צריך מראה' }), '').comments).toBe(
      'צריך מראה',
    );
  });
});
