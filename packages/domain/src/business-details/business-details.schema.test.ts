import { describe, expect, it } from 'vitest';
import {
  businessDetailsSchema,
  emptyBusinessDetails,
  publicBusinessDetailsSchema,
} from './business-details.schema';

const firstMessages = (input: unknown): Record<string, string> => {
  const result = businessDetailsSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const complete = {
  name: ' זכוכית לטרקטורים ',
  tagline: 'שמשות וחלקי חילוף',
  highlights: ['15 שנות ניסיון', '', '4 ניידות שירות'],
  registrationNumber: '514111222',
  phone: '050-123-4567',
  whatsapp: '+972 52 765 4321',
  email: 'office@example.co.il',
  address: 'האלון 5, בית עוזיאל',
  openingHours: 'א׳–ה׳ 08:00–17:00',
  bank: { bankName: 'בנק הפועלים', branchNumber: '600', accountNumber: '123456', accountName: 'ז.ל. בע״מ' },
  social: { website: 'https://example.co.il', facebook: '', instagram: 'https://instagram.com/x' },
};

describe('business details: the settings record (issue 17)', () => {
  it('accepts a complete record: trims, drops empty highlights and stores phones in international form', () => {
    const parsed = businessDetailsSchema.parse(complete);
    expect(parsed.name).toBe('זכוכית לטרקטורים');
    expect(parsed.highlights).toEqual(['15 שנות ניסיון', '4 ניידות שירות']);
    expect(parsed.phone).toBe('+972501234567');
    expect(parsed.whatsapp).toBe('+972527654321');
  });

  it('needs only the name: the rest defaults to empty', () => {
    expect(businessDetailsSchema.parse({ name: 'עסק' })).toEqual(emptyBusinessDetails('עסק'));
    expect(firstMessages({ name: '  ' })).toEqual({ name: 'validation.required' });
    expect(firstMessages({})).toEqual({ name: 'validation.required' });
  });

  it('answers a translated message on each refused field', () => {
    expect(
      firstMessages({
        ...complete,
        registrationNumber: '12a',
        phone: '12',
        whatsapp: 'abc',
        email: 'office@',
        bank: { ...complete.bank, branchNumber: '6-0', accountNumber: '12 34' },
        social: { ...complete.social, website: 'example.co.il' },
      }),
    ).toEqual({
      registrationNumber: 'validation.userIdLength',
      phone: 'validation.invalidPhone',
      whatsapp: 'validation.invalidPhone',
      email: 'validation.invalidEmail',
      'bank.branchNumber': 'validation.numberOnly',
      'bank.accountNumber': 'validation.numberOnly',
      'social.website': 'validation.invalidLink',
    });
    expect(firstMessages({ ...complete, name: 'א'.repeat(101) })).toEqual({ name: 'validation.tooLong' });
    expect(firstMessages({ ...complete, bank: { ...complete.bank, branchNumber: '1234' } })).toEqual({
      'bank.branchNumber': 'validation.tooLong',
    });
  });

  it('takes up to three phones and an e-mail for new leads, stored the international way', () => {
    const parsed = businessDetailsSchema.parse({
      name: 'זכוכית',
      leadNotices: { phones: ['050-1234567', '', '0501234567'], email: ' office@example.com ' },
    });
    expect(parsed.leadNotices).toEqual({
      phones: ['+972501234567'],
      email: 'office@example.com',
      language: 'he',
    });
    expect(businessDetailsSchema.parse({ name: 'זכוכית' }).leadNotices).toEqual({
      phones: [],
      email: '',
      language: 'he',
    });
    expect(firstMessages({ name: 'זכוכית', leadNotices: { phones: ['', '12'], email: 'office@' } })).toEqual({
      'leadNotices.phones.1': 'validation.invalidPhone',
      'leadNotices.email': 'validation.invalidEmail',
    });
    expect(
      firstMessages({ name: 'זכוכית', leadNotices: { phones: Array(4).fill('0501234567'), email: '' } }),
    ).toEqual({ 'leadNotices.phones': 'validation.tooLong' });
  });

  it('writes the notices in the language the office chose: Hebrew, English, Arabic or Russian', () => {
    for (const language of ['he', 'en', 'ar', 'ru']) {
      const parsed = businessDetailsSchema.parse({
        name: 'זכוכית',
        leadNotices: { phones: [], email: '', language },
      });
      expect(parsed.leadNotices.language).toBe(language);
    }
    // A record saved before the choice existed has no language: its notices stay Hebrew.
    const stored = businessDetailsSchema.parse({
      name: 'זכוכית',
      leadNotices: { phones: ['0501234567'], email: 'office@example.com' },
    });
    expect(stored.leadNotices.language).toBe('he');
    expect(firstMessages({ name: 'זכוכית', leadNotices: { phones: [], email: '', language: 'fr' } })).toEqual(
      {
        'leadNotices.language': 'validation.invalidValue',
      },
    );
    expect(firstMessages({ name: 'זכוכית', leadNotices: { phones: [], email: '', language: '' } })).toEqual({
      'leadNotices.language': 'validation.invalidValue',
    });
  });

  it('takes the VAT rate in percent, 0 to 100 with two decimals at most; 18 when never saved (ADR 0035)', () => {
    expect(businessDetailsSchema.parse({ name: 'זכוכית' }).vatPercent).toBe(18);
    expect(businessDetailsSchema.parse({ name: 'זכוכית', vatPercent: 17 }).vatPercent).toBe(17);
    expect(businessDetailsSchema.parse({ name: 'זכוכית', vatPercent: ' 7.5 ' }).vatPercent).toBe(7.5);
    expect(businessDetailsSchema.parse({ name: 'זכוכית', vatPercent: 0 }).vatPercent).toBe(0);
    expect(businessDetailsSchema.parse({ name: 'זכוכית', vatPercent: 100 }).vatPercent).toBe(100);
    for (const vatPercent of [-1, 100.01, 101, '18%', 'abc', 17.123, true]) {
      expect(firstMessages({ name: 'זכוכית', vatPercent }), String(vatPercent)).toEqual({
        vatPercent: 'validation.invalidValue',
      });
    }
  });

  it('keeps the bank details and the lead notices out of the public part', () => {
    const parsed = publicBusinessDetailsSchema.parse(businessDetailsSchema.parse(complete));
    expect(parsed).not.toHaveProperty('bank');
    expect(parsed).not.toHaveProperty('leadNotices');
    expect(parsed.phone).toBe('+972501234567');
  });
});
