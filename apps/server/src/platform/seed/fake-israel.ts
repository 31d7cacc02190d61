/**
 * Believable Israeli people and machines for demo data and benchmarks, from a seeded generator so
 * every run produces the same records.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = [
  'יוסי',
  'דני',
  'משה',
  'אבי',
  'רונית',
  'מיכל',
  'חיים',
  'שרה',
  'יעקב',
  'נועה',
  'עומר',
  'תמר',
  'איתן',
  'גלית',
  'סמיר',
  'ראמי',
  'אולגה',
  'דימה',
  'אליהו',
  'רחל',
  'עמית',
  'שירה',
  'מוחמד',
  'יונתן',
];
const lastNames = [
  'כהן',
  'לוי',
  'מזרחי',
  'פרץ',
  'ביטון',
  'אברהם',
  'פרידמן',
  'שפירא',
  'דהן',
  'אגבריה',
  'חורי',
  'אזולאי',
  'גולן',
  'קפלן',
  'וייס',
  'אוחיון',
  'נסאר',
  'ברק',
  'סויסה',
  'רוזן',
];
const businessWords = [
  'משק',
  'קיבוץ',
  'מושב',
  'חקלאות',
  'עבודות עפר',
  'הובלות',
  'מטעי',
  'גידולי שדה',
  'שיפוצים',
  'קבלנות',
];
const businessPlaces = ['הגליל', 'העמק', 'הנגב', 'השרון', 'הגולן', 'יזרעאל', 'הערבה', 'השפלה', 'כנרת', 'חפר'];
const businessSuffixes = ['בע"מ', "ושות'", 'אגש"ח', ''];
export const cities = [
  'עפולה',
  'בית שאן',
  'קריית שמונה',
  'באר שבע',
  'חדרה',
  'נתיבות',
  'טבריה',
  'כרמיאל',
  'רחובות',
  'עמק חפר',
  'אום אל-פחם',
  'נצרת',
  'ירושלים',
  'חיפה',
  'תל אביב-יפו',
  'אשדוד',
];
const streets = [
  'הרצל',
  'הנשיאים',
  'העצמאות',
  'הזית',
  'החרוב',
  'האלון',
  'בן גוריון',
  'רוטשילד',
  'הגפן',
  'השקד',
];
const vinPrefixes = ['JDX', 'NHT', 'KBT', 'MFS', 'CAT', 'VOL', 'DEU', 'FRD', 'KOM', 'JCB'];
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export interface FakePerson {
  userType: 'individual' | 'business';
  name: string;
  idNumber: string;
  phoneNumber: string;
  email: string;
  city: string;
  address: string;
  postalCode: string;
}

export function makeFaker(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

  /** A 9-digit Israeli ID (or company number, prefix 51) whose last digit checks out; unique per serial. */
  const israeliId = (serial: number, prefix = '2'): string => {
    const body = prefix + String(serial).padStart(8 - prefix.length, '0');
    let sum = 0;
    for (let index = 0; index < 8; index++) {
      const product = Number(body[index]) * (index % 2 === 0 ? 1 : 2);
      sum += product > 9 ? product - 9 : product;
    }
    return body + String((10 - (sum % 10)) % 10);
  };

  return {
    random,
    pick,
    israeliId,
    person(serial: number): FakePerson {
      const business = random() < 0.35;
      const city = pick(cities);
      const name = business
        ? `${pick(businessWords)} ${pick(businessPlaces)} ${pick(businessSuffixes)}`.trim()
        : `${pick(firstNames)} ${pick(lastNames)}`;
      return {
        userType: business ? 'business' : 'individual',
        name,
        // Company numbers start 51; personal IDs are 9 digits with a check digit.
        idNumber: business ? israeliId(serial, '51') : israeliId(serial),
        phoneNumber: `+97252${String(serial).padStart(7, '0')}`,
        email: random() < 0.6 ? `client${serial}@example.co.il` : '',
        city,
        address: `${pick(streets)} ${1 + Math.floor(random() * 120)}`,
        postalCode: digits(7),
      };
    },
    /** 17-character chassis number and a 7–8 digit plate. */
    machine(): { chassis: string; plate: string } {
      const chassis = pick(vinPrefixes) + Array.from({ length: 14 }, () => pick([...vinCharacters])).join('');
      return { chassis, plate: digits(random() < 0.5 ? 7 : 8).replace(/^0/, '1') };
    },
  };
}
