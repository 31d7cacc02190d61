/**
 * Words staff type in Hebrew that the seed and the office use over and over (issue 18, ADR 0036):
 * a product's delivery time and a subscription product's service type. Both are free text (the
 * supplier's words, the office's words), so they are stored as typed; a screen in another
 * language shows the known ones in its language through this one mapping, and any other text as
 * typed. Server and web use it alike.
 */

/** The languages the app speaks (the same four as the storefront and the notices). */
export type DisplayLanguage = 'he' | 'en' | 'ar' | 'ru';

type Words = Record<Exclude<DisplayLanguage, 'he'>, string>;

/** Whole values, compared trimmed with runs of spaces as one. */
function translatedFrom(known: ReadonlyMap<string, Words>, text: string, language: DisplayLanguage): string {
  if (language === 'he') return text;
  const words = known.get(text.trim().replace(/\s+/g, ' '));
  return words ? words[language] : text;
}

const deliveryTimes: ReadonlyMap<string, Words> = new Map([
  ['מהמלאי', { en: 'From stock', ar: 'من المخزون', ru: 'Со склада' }],
  ['מיידי', { en: 'Immediate', ar: 'فوري', ru: 'Сразу' }],
  ['יום עסקים', { en: '1 business day', ar: 'يوم عمل واحد', ru: '1 рабочий день' }],
  ['יום עסקים אחד', { en: '1 business day', ar: 'يوم عمل واحد', ru: '1 рабочий день' }],
]);

const russianDays = new Intl.PluralRules('ru');

/** "N ימי עסקים" in each language, with its plural forms. */
function businessDays(count: number, language: Exclude<DisplayLanguage, 'he'>): string {
  if (language === 'en') return `${count} business ${count === 1 ? 'day' : 'days'}`;
  if (language === 'ar') {
    if (count === 1) return 'يوم عمل واحد';
    if (count === 2) return 'يوما عمل';
    if (count >= 3 && count <= 10) return `${count} أيام عمل`;
    return `${count} يوم عمل`;
  }
  const form = russianDays.select(count);
  const word = form === 'one' ? 'рабочий день' : form === 'few' ? 'рабочих дня' : 'рабочих дней';
  return `${count} ${word}`;
}

/**
 * A product's delivery time in the screen's language: "מהמלאי" → "From stock", "5 ימי עסקים" →
 * "5 business days" / "5 أيام عمل" / "5 рабочих дней". Text it does not know stays as typed.
 */
export function deliveryTimeIn(text: string, language: DisplayLanguage): string {
  if (language === 'he') return text;
  const days = /^(\d{1,3})\s*ימי\s+עסקים$/.exec(text.trim());
  if (days) return businessDays(Number(days[1]), language);
  return translatedFrom(deliveryTimes, text, language);
}

const serviceTypes: ReadonlyMap<string, Words> = new Map([
  ['במעבדה', { en: 'At our workshop', ar: 'في ورشتنا', ru: 'В нашей мастерской' }],
  [
    'ניידת שירות בשטח',
    { en: 'Mobile service unit on site', ar: 'وحدة خدمة متنقلة في الموقع', ru: 'Выездная бригада на месте' },
  ],
  ['באתר העבודה', { en: 'At the work site', ar: 'في موقع العمل', ru: 'На рабочем объекте' }],
  ['שירות בשטח', { en: 'On-site service', ar: 'خدمة في الموقع', ru: 'Выездное обслуживание' }],
  ['במוסך', { en: 'At the garage', ar: 'في المرآب', ru: 'В автосервисе' }],
]);

/**
 * A subscription product's service type (where and how the service is given) in the screen's
 * language: "במעבדה" → "At our workshop". Text it does not know stays as typed.
 */
export function serviceTypeIn(text: string, language: DisplayLanguage): string {
  return translatedFrom(serviceTypes, text, language);
}

/** The display language of an i18next language code ("en-US" → "en"); Hebrew when not one of the four. */
export function displayLanguageOf(code: string | undefined): DisplayLanguage {
  const base = (code ?? '').slice(0, 2);
  return base === 'en' || base === 'ar' || base === 'ru' ? base : 'he';
}
