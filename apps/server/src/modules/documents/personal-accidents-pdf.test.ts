import {
  type DocPersonalAccidents,
  type DocPersonalAccidentsInput,
  personalAccidentsSchema,
} from '@tg/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import {
  personalAccidentsCss,
  personalAccidentsHeadings,
  personalAccidentsPageHtml,
  personalAccidentsSection,
  renderPersonalAccidentsPdf,
} from './personal-accidents-pdf';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

const dana = {
  name: 'דנה לוי',
  idNumber: '123456782',
  phone: '050-1234567',
  age: '34',
  birthDate: '01/05/1991',
  role: 'passenger',
  injuryDescription: 'חבלה ביד ימין',
  treatment: 'hospital',
  hospitalName: 'רמב״ם',
  absentFromWork: true,
  absenceDays: '5',
  note: 'ישבה מאחור',
} as const;

/** A statement as a document stores it, parsed by the schema it is saved with. */
function statement(input: DocPersonalAccidentsInput = { persons: [dana] }): DocPersonalAccidents {
  return personalAccidentsSchema.parse(input);
}

/** The printed label–value pairs of a page, label → value (the first of each label). */
function fieldsOf(page: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, label, value] of page.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g))
    if (!map.has(label!)) map.set(label!, (value ?? '').replace(/<[^>]+>/g, ''));
  return map;
}

describe('documents: the personal-accidents page', () => {
  it('is a Hebrew right-to-left page: its title, the document, the count, and one card a person', () => {
    const page = personalAccidentsPageHtml(
      statement({ persons: [dana, { name: 'משה כהן', role: 'driver' }] }),
      { document: { categoryName: 'כרטיס עבודה', docId: 1042 }, accidentDate: '14/02/2026' },
    );
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain(`<h1>${personalAccidentsHeadings.title}</h1>`);
    expect(page).toContain('כרטיס עבודה מס׳ <bdi dir="ltr">1042</bdi>');
    expect(page).toContain('מספר הנפגעים: <bdi dir="ltr">2</bdi>');
    expect(page).toContain('תאריך האירוע: <bdi dir="ltr">14/02/2026</bdi>');
    const headings = [...page.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]?.replace(/<[^>]+>/g, ''));
    expect(headings).toEqual(['נפגע 1: דנה לוי', 'נפגע 2: משה כהן']);
  });

  it('prints the role, the treatment and the yes/no answer in Hebrew, and the hospital and days when they apply', () => {
    const fields = fieldsOf(personalAccidentsPageHtml(statement()));
    expect(fields.get('מעורבות באירוע')).toBe('נוסע');
    expect(fields.get('טיפול רפואי')).toBe('בית חולים');
    expect(fields.get('שם בית החולים')).toBe('רמב״ם');
    expect(fields.get('נעדר מהעבודה')).toBe('כן');
    expect(fields.get('ימי היעדרות')).toBe('5');
    expect(fields.get('תיאור הפגיעה')).toBe('חבלה ביד ימין');

    const other = fieldsOf(
      personalAccidentsPageHtml(
        statement({ persons: [{ name: 'יוסי', role: 'pedestrian', treatment: 'firstAid' }] }),
      ),
    );
    expect(other.get('מעורבות באירוע')).toBe('הולך רגל');
    expect(other.get('טיפול רפואי')).toBe('עזרה ראשונה');
    expect(other.get('שם בית החולים')).toBe('—');
    expect(other.get('נעדר מהעבודה')).toBe('לא');
    expect(other.get('ימי היעדרות')).toBe('—');
    expect(other.get('ת.ז.')).toBe('—');
  });

  it('isolates ID numbers, phones, ages, days and dates left to right', () => {
    const page = personalAccidentsPageHtml(statement());
    for (const value of ['123456782', '050-1234567', '34', '01/05/1991', '5'])
      expect(page).toContain(`<bdi dir="ltr">${value}</bdi>`);
  });

  it('escapes what people typed: no markup from a field reaches the page', () => {
    const page = personalAccidentsPageHtml(
      statement({ persons: [{ name: '<script>alert(1)</script>', note: '"><img src=x onerror=alert(1)>' }] }),
    );
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script|<img/);
  });

  it('starts a page of its own when appended, with its styles scoped to itself', () => {
    expect(personalAccidentsSection(statement(), { newPage: true }).value).toMatch(
      /^<section class="personal-accidents new-page">/,
    );
    for (const rule of personalAccidentsCss.split('\n').filter((line) => line.includes('{')))
      expect(rule.startsWith('.personal-accidents')).toBe(true);
  });

  describe('printed', () => {
    const engine = new ChromiumPdfEngine({ executablePath: chromiumPath });
    afterAll(() => engine.close());

    it('reads as written in Hebrew, numbers in order, on one A4 page', async () => {
      const pdf = await renderPersonalAccidentsPdf(engine, statement(), {
        document: { categoryName: 'כרטיס עבודה', docId: 1042 },
      });
      const { pages, lines, text, size } = await readPdfText(pdf);
      expect(pages).toBe(1);
      expect(Math.abs(size.width - 595)).toBeLessThan(2); // A4
      expect(lines).toContain(personalAccidentsHeadings.title);
      for (const value of [
        'כרטיס עבודה מס׳ 1042',
        'נפגע 1: דנה לוי',
        '123456782',
        '050-1234567',
        '01/05/1991',
        'נוסע',
        'בית חולים',
        'רמב״ם',
        'חבלה ביד ימין',
        'ישבה מאחור',
      ])
        expect(text).toContain(value);
    });
  });
});
