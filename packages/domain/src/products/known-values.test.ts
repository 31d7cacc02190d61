import { describe, expect, it } from 'vitest';
import { deliveryTimeIn, displayLanguageOf, serviceTypeIn } from './known-values';

describe('known values typed in Hebrew, shown in the screen language (issue 18)', () => {
  it('shows the seeded service types in English, Arabic and Russian, and Hebrew as typed', () => {
    expect(serviceTypeIn('במעבדה', 'en')).toBe('At our workshop');
    expect(serviceTypeIn('במעבדה', 'ar')).toBe('في ورشتنا');
    expect(serviceTypeIn('במעבדה', 'ru')).toBe('В нашей мастерской');
    expect(serviceTypeIn('ניידת שירות בשטח', 'en')).toBe('Mobile service unit on site');
    expect(serviceTypeIn(' ניידת  שירות בשטח ', 'ru')).toBe('Выездная бригада на месте');
    expect(serviceTypeIn('באתר העבודה', 'ar')).toBe('في موقع العمل');
    expect(serviceTypeIn('במעבדה', 'he')).toBe('במעבדה');
  });

  it('leaves a service type it does not know as typed, in every language', () => {
    expect(serviceTypeIn('שירות VIP בבית הלקוח', 'en')).toBe('שירות VIP בבית הלקוח');
    expect(serviceTypeIn('Mobile service', 'ru')).toBe('Mobile service');
    expect(serviceTypeIn('', 'ar')).toBe('');
  });

  it('shows delivery times from stock and in business days, with each language’s plural', () => {
    expect(deliveryTimeIn('מהמלאי', 'en')).toBe('From stock');
    expect(deliveryTimeIn('מהמלאי', 'ar')).toBe('من المخزون');
    expect(deliveryTimeIn('מהמלאי', 'ru')).toBe('Со склада');
    expect(deliveryTimeIn('5 ימי עסקים', 'en')).toBe('5 business days');
    expect(deliveryTimeIn('5 ימי עסקים', 'ar')).toBe('5 أيام عمل');
    expect(deliveryTimeIn('5 ימי עסקים', 'ru')).toBe('5 рабочих дней');
    expect(deliveryTimeIn('3 ימי עסקים', 'ru')).toBe('3 рабочих дня');
    expect(deliveryTimeIn('21 ימי עסקים', 'ru')).toBe('21 рабочий день');
    expect(deliveryTimeIn('2 ימי עסקים', 'ar')).toBe('يوما عمل');
    expect(deliveryTimeIn('14 ימי עסקים', 'ar')).toBe('14 يوم عمل');
    expect(deliveryTimeIn(' 10 ימי  עסקים ', 'en')).toBe('10 business days');
    expect(deliveryTimeIn('5 ימי עסקים', 'he')).toBe('5 ימי עסקים');
  });

  it('leaves other delivery times as typed', () => {
    expect(deliveryTimeIn('שבועיים מהזמנה', 'en')).toBe('שבועיים מהזמנה');
    expect(deliveryTimeIn('2-3 weeks', 'ar')).toBe('2-3 weeks');
  });

  it('reads the screen language from an i18next code', () => {
    expect(displayLanguageOf('en-US')).toBe('en');
    expect(displayLanguageOf('ru')).toBe('ru');
    expect(displayLanguageOf('fr')).toBe('he');
    expect(displayLanguageOf(undefined)).toBe('he');
  });
});
