import { type DocDamageReport, type DocDamageReportInput, damageReportSchema } from '@tg/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import {
  damageReportCss,
  damageReportHeadings,
  damageReportPageHtml,
  damageReportSection,
  renderDamageReportPdf,
} from './damage-report-pdf';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

/** A 1×1 PNG, as the signature canvas gives it (smaller). */
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Every section filled, parsed by the schema a document's report is saved with. */
function sampleReport(overrides: DocDamageReportInput = {}): DocDamageReport {
  return damageReportSchema.parse({
    policyDetails: {
      policyNumber: 'POL-2026-77',
      policyName: 'ביטוח מקיף לרכב',
      agentName: 'יוסי סוכן',
      licenseNumber: '12-345-67',
      vehicleModel: 'טויוטה קורולה',
      vehicleYear: '2019',
    },
    insuredPerson: {
      name: 'דנה לוי',
      idNumber: '123456782',
      vehicleType: 'over4Tons',
      osek_murshe: true,
      otherCommercialDetails: 'משאית קירור',
      address: {
        street: 'הרצל',
        houseNumber: '10',
        city: 'חיפה',
        postalCode: '3303110',
        homePhone: '04-8123456',
        mobilePhone: '050-1234567',
        fax: '04-8123457',
        email: 'dana@example.co.il',
      },
    },
    driverDetails: {
      driverName: 'משה כהן',
      driverIdNumber: '987654321',
      birthDate: '01/05/1985',
      gender: 'male',
      driverLicenseNumber: '7654321',
      licenseType: 'B',
      licenseIssueYear: '2004',
      licenseValidUntil: '01/05/2030',
      drivingWithInsurancePermission: false,
      address: { street: 'יפו', houseNumber: '5', city: 'ירושלים', mobilePhone: '052-7654321' },
    },
    accidentDetails: {
      accidentDate: '14/02/2026',
      accidentTime: '07:45',
      accidentLocation: 'צומת יגור',
      reportNumber: 'R-5521',
      caseNumber: '2026-118',
      policeReportStation: 'תחנת זבולון',
      damagePositionOnVehicle: 'פגוש קדמי ימני',
      detailedAccidentDescription: 'הרכב שלפניי בלם בפתאומיות.',
      diagramOfAccidentLocation: 'צומת T, שני נתיבים',
      witnesses: 'אבי מזרחי 054-1112233',
      otherDamagesDescription: 'מעקה בטיחות',
      towTruckInvolved: true,
      policeInvolved: true,
      fireDepartmentInvolved: false,
    },
    thirdPartyDetails: {
      vehicleRegistrationNumber: '98-765-43',
      vehicleType: 'heavy',
      insuranceType: 'thirdParty',
      vehicleOwnerName: 'חברת הובלות בע״מ',
      vehicleOwnerIdNumber: '513456789',
      ownerAddress: 'החרש 3 חולון',
      ownerPhone: '03-5556677',
      ownerName: 'רונית הובלות',
      driverName: 'סאמר חורי',
      driverIdNumber: '234567891',
      driverPhone: '054-9876543',
      insuranceCompanyName: 'הראל',
      shamai: 'שמאי בדיקה',
      policyNumber: 'TP-1234',
      damageDescriptionOnThirdPartyVehicle: 'שריטה בדלת אחורית',
    },
    declaration: {
      insuredSignature: 'דנה לוי',
      formFilledBy: 'עובד משרד',
      formSignedBy: 'דנה לוי',
      formFillingDate: '15/02/2026',
      handleThirdPartyClaim: true,
      communicationPreference: { email: true, mobilePhone: false, postalMail: false },
    },
    driverSign: png,
    insuredSign: png,
    ...overrides,
  });
}

/** The printed label–value pairs of a page, label → value, read from the markup. */
function fieldsOf(page: string): Map<string, string> {
  const pairs = [...page.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)];
  const map = new Map<string, string>();
  for (const [, label, value] of pairs) {
    const text = (value ?? '').replace(/<[^>]+>/g, '');
    // Labels repeat across sections (address blocks): keep every value.
    map.set(map.has(label!) ? `${label}#${map.size}` : label!, text);
  }
  return map;
}

describe('documents: the damage report page', () => {
  it('is a Hebrew right-to-left page with sections A to D, the declaration and the signatures', () => {
    const page = damageReportPageHtml(sampleReport(), {
      document: { categoryName: 'כרטיס עבודה', docId: 1042 },
    });
    expect(page).toContain('<html lang="he" dir="rtl">');
    const headings = [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      'א. פרטי המנוי והפוליסה',
      'ב. פרטי הנהג',
      'ג. פרטי התאונה',
      'ד. פרטי צד ג׳',
      'הצהרה',
      'חתימות',
    ]);
    expect(page).toContain(`<h1>${damageReportHeadings.title}</h1>`);
    expect(page).toContain('כרטיס עבודה מס׳ <bdi dir="ltr">1042</bdi>');
    expect(page).toContain('<h3>העדפות התקשרות</h3>');
  });

  it('prints yes/no answers as the Hebrew words, gender as a Hebrew letter and the chosen types in Hebrew', () => {
    const fields = fieldsOf(damageReportPageHtml(sampleReport()));
    expect(fields.get('עוסק מורשה')).toBe('כן');
    expect(fields.get('נהג ברשות המבוטח')).toBe('לא');
    expect(fields.get('משטרה הוזעקה')).toBe('כן');
    expect(fields.get('כבאות הוזעקה')).toBe('לא');
    expect(fields.get('טיפול בתביעת צד ג׳')).toBe('כן');
    expect(fields.get('מין')).toBe('ז');
    expect(fields.get('סוג ביטוח')).toBe('צד ג׳');
    expect(fields.get('סוג הרכב')).toBe('מעל 4 טון');

    const other = fieldsOf(
      damageReportPageHtml(
        sampleReport({
          insuredPerson: { osek_murshe: false },
          driverDetails: { gender: 'female', drivingWithInsurancePermission: true },
          thirdPartyDetails: { insuranceType: 'mandatory' },
        }),
      ),
    );
    expect(other.get('עוסק מורשה')).toBe('לא');
    expect(other.get('נהג ברשות המבוטח')).toBe('כן');
    expect(other.get('מין')).toBe('נ');
    expect(other.get('סוג ביטוח')).toBe('חובה');
    expect(other.get('סוג הרכב')).toBe('קל');
  });

  it('isolates numbers, phones, plates and dates left to right, and shows a dash for what is empty', () => {
    const page = damageReportPageHtml(sampleReport());
    for (const value of [
      '12-345-67',
      '050-1234567',
      '14/02/2026',
      '07:45',
      '123456782',
      'dana@example.co.il',
    ])
      expect(page).toContain(`<bdi dir="ltr">${value}</bdi>`);
    const blank = fieldsOf(damageReportPageHtml(damageReportSchema.parse({})));
    expect(blank.get('שם המבוטח')).toBe('—');
    expect(blank.get('תאריך התאונה')).toBe('—');
    // Defaults still print: vehicle light, gender male, comprehensive, answers no.
    expect(blank.get('סוג הרכב')).toBe('קל');
    expect(blank.get('מין')).toBe('ז');
    expect(blank.get('סוג ביטוח')).toBe('מקיף');
    expect(blank.get('עוסק מורשה')).toBe('לא');
  });

  it('embeds both signatures as PNG images, and says "not signed" where one is missing', () => {
    const signed = damageReportPageHtml(sampleReport());
    expect(signed.match(/<img src="data:image\/png;base64,[^"]+"/g)).toHaveLength(2);
    const unsigned = damageReportPageHtml(sampleReport({ driverSign: '' }));
    expect(unsigned.match(/<img /g)).toHaveLength(1);
    expect(unsigned).toContain('לא נחתם');
  });

  it('escapes user data: no markup from a field ever reaches the page', () => {
    const report = sampleReport();
    const page = damageReportPageHtml({
      ...report,
      insuredPerson: { ...report.insuredPerson, name: '<script>alert(1)</script>' },
      accidentDetails: { ...report.accidentDetails, witnesses: '"><img src=x onerror=alert(1)>' },
      // A stored value the schema would refuse is never printed as an image.
      driverSign: 'javascript:alert(1)',
    });
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script|<img src=x|javascript:/);
  });

  it('starts a page of its own when appended to a document, with its styles scoped to itself', () => {
    expect(damageReportSection(sampleReport(), { newPage: true }).value).toMatch(
      /^<section class="damage-report new-page">/,
    );
    expect(damageReportCss).toContain('.damage-report.new-page{break-before:page}');
    for (const rule of damageReportCss.split('\n').filter((line) => line.includes('{')))
      expect(rule.startsWith('.damage-report')).toBe(true);
  });

  describe('printed', () => {
    const engine = new ChromiumPdfEngine({ executablePath: chromiumPath });
    afterAll(() => engine.close());

    it('reads as written in Hebrew, numbers in order, with both signatures as images on one A4 page', async () => {
      const pdf = await renderDamageReportPdf(engine, sampleReport(), {
        document: { categoryName: 'כרטיס עבודה', docId: 1042 },
      });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { pages, lines, text, size } = await readPdfText(pdf);
      expect(pages).toBe(1);
      expect(Math.abs(size.width - 595)).toBeLessThan(2); // A4
      for (const heading of Object.values(damageReportHeadings)) expect(lines).toContain(heading);
      for (const value of [
        'כרטיס עבודה מס׳ 1042',
        'POL-2026-77',
        'דנה לוי',
        '123456782',
        'מעל 4 טון',
        '050-1234567',
        'dana@example.co.il',
        'משה כהן',
        '01/05/1985',
        '14/02/2026',
        '07:45',
        'צומת יגור',
        'הרכב שלפניי בלם בפתאומיות.',
        '98-765-43',
        'צד ג׳',
        'הראל',
        '15/02/2026',
        'חתימת הנהג',
        'חתימת המבוטח',
      ])
        expect(text).toContain(value);
      expect(lines).toContain('כן');
      expect(lines).toContain('לא');
      expect(lines).toContain('ז');
      expect(text).not.toContain('לא נחתם');
      expect(pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    });
  });
});
