import { businessDetailsSchema, type Policy, policySchema } from '@tg/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { policyDocumentHtml, renderPolicyPdf } from './policy-document';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

/** Every field of the subscription filled, parsed by the schema the API answers with. */
function samplePolicy(overrides: Partial<Policy> = {}): Policy {
  return policySchema.parse({
    _id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
    policyNumber: 'PI-7F1C2D3E',
    createdAt: '2026-01-01',
    expiredAt: '2026-12-31',
    status: 'active',
    closeReason: '',
    notes: 'הערה פנימית',
    insurancePdf: null,
    pdfInsuranceUrl: null,
    pdfReady: false,
    groupId: null,
    isInsuranceCase: false,
    createdBy: { name: 'סוכן בדיקה', userId: '11111111-2222-4333-8444-555555555555', role: 'agent' },
    policyProduct: {
      _id: '22222222-3333-4444-8555-666666666666',
      policyNumber: 'SL-100',
      policyName: 'מנוי שמשות שנתי',
      policyPrice: 1250,
      policyType: 'שירות בשטח',
      deductible: 350,
      type: 'windows',
      link: '',
    },
    machine: {
      vinNumber: 'JD6155M123456',
      machine: 'ג׳ון דיר',
      model: '6155M',
      tractorNumber: '12-345-67',
      year: '2019',
      description: 'טרקטור חקלאי',
    },
    userType: 'individual',
    userInformation: {
      userType: 'individual',
      name: 'ישראל ישראלי',
      userId: '123456782',
      email: 'israel@example.co.il',
      phoneNumber: '+972501234567',
      address: 'הרצל 10',
      city: 'עפולה',
      country: 'ישראל',
      postalCode: '1810000',
      additionalInfo: '',
    },
    imageUrl: [{ value: 'https://files.example/images/front.jpg' }],
    documents: { carLicense: null, carPolicy: null },
    files: {
      images: { front: null, back: null, right: null, left: null },
      documents: { machineInsurance: null, machineLicense: null },
    },
    damageReport: null,
    renewedFrom: null,
    approvedAt: '2026-01-01T08:00:00.000Z',
    approvedBy: { name: 'עובד משרד', userId: '33333333-4444-4555-8666-777777777777', role: 'worker' },
    recordedAt: '2025-12-30T10:00:00.000Z',
    ...overrides,
  });
}

describe('policies: the policy document', () => {
  it('is a Hebrew right-to-left page with user data escaped', () => {
    const policy = samplePolicy();
    const page = policyDocumentHtml(
      {
        ...policy,
        userInformation: {
          ...policy.userInformation,
          name: '<script>alert(1)</script>',
          city: '<img src=x>',
        },
      },
      { issuedOn: '2026-01-02' },
    );
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x&gt;');
    expect(page).not.toMatch(/<script|<img/);
  });

  it('names the cover by product type and shows a cancelled subscription with its reason', () => {
    const lights = samplePolicy({
      status: 'cancelled',
      closeReason: 'הכלי נמכר',
      policyProduct: { ...samplePolicy().policyProduct, type: 'lights' },
    });
    const page = policyDocumentHtml(lights, { issuedOn: '2026-03-01' });
    expect(page).toContain('פנסים ומראות');
    expect(page).not.toContain('>שמשות<');
    expect(page).toContain('מבוטל');
    expect(page).toContain('הכלי נמכר');
    expect(policyDocumentHtml(samplePolicy(), { issuedOn: '2026-03-01' })).not.toContain('סיבת הביטול');
  });

  it('escapes what the admin typed into the business details', () => {
    const page = policyDocumentHtml(samplePolicy(), {
      issuedOn: '2026-01-02',
      business: businessDetailsSchema.parse({ name: '<b>עסק</b>', address: '<img src=x>' }),
    });
    expect(page).toContain('&lt;b&gt;עסק&lt;/b&gt;');
    expect(page).not.toMatch(/<img|<b>/);
  });

  describe('printed', () => {
    const engine = new ChromiumPdfEngine({ executablePath: chromiumPath });
    afterAll(() => engine.close());

    it('prints the business from the settings in its header and footer, still on one page', async () => {
      const business = businessDetailsSchema.parse({
        name: 'זכוכית הגליל',
        tagline: 'שמשות לכלים חקלאיים',
        registrationNumber: '514777888',
        phone: '052-7654321',
        address: 'הדקל 3, עפולה',
      });
      const { pages, lines, text } = await readPdfText(
        await renderPolicyPdf(engine, samplePolicy(), '2026-01-02', business),
      );
      expect(pages).toBe(1);
      expect(lines[0]).toBe('זכוכית הגליל');
      expect(text).toContain('ח״פ / ע״מ 514777888 · טל׳ 052-7654321 · הדקל 3, עפולה');
      expect(text).toContain('זכוכית הגליל · 052-7654321 · הדקל 3, עפולה');
      expect(text).not.toContain('זכוכית לטרקטורים');
    });

    it('reads as written: names, numbers, plates, amounts and dates in order, on one A4 page', async () => {
      const pdf = await renderPolicyPdf(engine, samplePolicy(), '2026-01-02');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { pages, lines, text } = await readPdfText(pdf);
      expect(pages).toBe(1);
      expect(lines).toContain('כתב שירות / פוליסה');
      expect(lines).toContain('מספר פוליסה: PI-7F1C2D3E');
      for (const value of [
        'זכוכית לטרקטורים',
        '15 שנות ניסיון',
        '4 ניידות שירות',
        'ישראל ישראלי',
        '123456782',
        '0501234567',
        'israel@example.co.il',
        '12-345-67',
        'JD6155M123456',
        'ג׳ון דיר',
        'מנוי שמשות שנתי',
        '₪1,250',
        '₪350',
        '01/01/2026',
        '31/12/2026',
        'תאריך הפקה: 02/01/2026',
        'כיסוי עד ₪3,000 לתיקון או להחלפה של שמשות בכלי המבוטח.',
      ])
        expect(text).toContain(value);
      expect(text).not.toContain('הערה פנימית'); // staff notes stay inside the product
    });
  });
});
