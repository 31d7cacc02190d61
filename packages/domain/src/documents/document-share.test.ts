import { describe, expect, it } from 'vitest';
import {
  chatPhoneDigits,
  chatShareLink,
  type DocumentShareInput,
  documentShareMessage,
  mailShareLink,
  shareRecipient,
} from './document-share';

const bank = { bankName: 'לאומי', branchNumber: '800', accountNumber: '123456', accountName: 'זכוכית בע״מ' };
const quote: DocumentShareInput = {
  businessName: 'זכוכית לטרקטורים',
  category: 'priceQuote',
  docId: 1057,
  customerName: 'משה כהן',
  total: 608,
  pdfUrl: 'https://app.example.co.il/api/files/abc/quote.pdf?expires=1&signature=x',
  bank,
};

describe('documentShareMessage', () => {
  it('writes the Hebrew message: business, type and number, total with ₪ and VAT, the link and the bank', () => {
    const { subject, text } = documentShareMessage(quote);
    expect(subject).toBe('הצעת מחיר מספר 1057 - זכוכית לטרקטורים');
    expect(text).toBe(
      [
        'שלום משה כהן,',
        'להלן הצעת מחיר מספר 1057 מאת זכוכית לטרקטורים.',
        'סה״כ: ₪608.00 (כולל מע״מ)',
        '',
        'לצפייה במסמך (PDF):',
        'https://app.example.co.il/api/files/abc/quote.pdf?expires=1&signature=x',
        '',
        'פרטים להעברה בנקאית:',
        'בנק: לאומי',
        'סניף: 800',
        'מספר חשבון: 123456',
        'על שם: זכוכית בע״מ',
        '',
        'תודה, זכוכית לטרקטורים',
      ].join('\n'),
    );
  });

  it('names each category as its PDF does and says when the total is without VAT', () => {
    expect(documentShareMessage({ ...quote, category: 'workCard' }).text).toContain(
      'להלן כרטיס עבודה מספר 1057',
    );
    const certificate = documentShareMessage({
      ...quote,
      category: 'shippingCertificate',
      total: 1250.5,
      isDocWithoutVat: true,
    });
    expect(certificate.subject).toBe('תעודת משלוח מספר 1057 - זכוכית לטרקטורים');
    expect(certificate.text).toContain('סה״כ: ₪1,250.50 (ללא מע״מ)');
  });

  it('leaves the bank lines out when no account is set, and keeps only the bank lines that are', () => {
    for (const missing of [undefined, null, {}, { ...bank, accountNumber: '  ' }]) {
      const { text } = documentShareMessage({ ...quote, bank: missing });
      expect(text).not.toContain('העברה בנקאית');
      expect(text).not.toContain('לאומי');
    }
    const partial = documentShareMessage({ ...quote, bank: { accountNumber: '998877' } }).text;
    expect(partial).toContain('פרטים להעברה בנקאית:\nמספר חשבון: 998877\n\nתודה');
    expect(partial).not.toContain('סניף');
  });

  it('leaves the link out when there is none, and greets without a name when the customer has none', () => {
    const { text } = documentShareMessage({ ...quote, pdfUrl: '', customerName: ' ', bank: null });
    expect(text).toBe(
      [
        'שלום,',
        'להלן הצעת מחיר מספר 1057 מאת זכוכית לטרקטורים.',
        'סה״כ: ₪608.00 (כולל מע״מ)',
        '',
        'תודה, זכוכית לטרקטורים',
      ].join('\n'),
    );
  });
});

describe('chat and e-mail links', () => {
  it('turns a phone as people type it into international digits', () => {
    expect(chatPhoneDigits('050-1234567')).toBe('972501234567');
    expect(chatPhoneDigits('+972 50 123 4567')).toBe('972501234567');
    expect(chatPhoneDigits('00972-50-1234567')).toBe('972501234567');
    expect(chatPhoneDigits('04-8123456')).toBe('97248123456');
    expect(chatPhoneDigits('')).toBeNull();
    expect(chatPhoneDigits('12')).toBeNull();
    expect(chatPhoneDigits(undefined)).toBeNull();
  });

  it('opens a chat with the customer with the whole message typed in', () => {
    const { text } = documentShareMessage(quote);
    const link = chatShareLink('050-1234567', text) as string;
    expect(link.startsWith('https://wa.me/972501234567?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(text);
    expect(link).not.toMatch(/[\s&]signature/);
    expect(chatShareLink('not a phone', text)).toBeNull();
  });

  it('writes a mailto link with the subject and the body (CRLF lines), and none without a valid address', () => {
    const { subject, text } = documentShareMessage(quote);
    const link = mailShareLink('moshe@example.com', subject, text) as string;
    expect(link.startsWith('mailto:moshe@example.com?subject=')).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1).replace(/\+/g, '%2B'));
    expect(query.get('subject')).toBe(subject);
    expect(query.get('body')).toBe(text.replace(/\n/g, '\r\n'));
    expect(mailShareLink('', subject, text)).toBeNull();
    expect(mailShareLink('moshe@', subject, text)).toBeNull();
    expect(mailShareLink('a@b.com?cc=x@y.com', subject, text)).toBeNull();
  });

  it("sends to the customer's phone and e-mail, else to the contact person's", () => {
    expect(
      shareRecipient({
        userInformation: { phoneNumber: '050-1234567', email: 'moshe@example.com' },
        contactDetails: { phoneNumber: '052-7654321', email: 'dana@example.com' },
      }),
    ).toEqual({ phone: '050-1234567', email: 'moshe@example.com' });
    expect(
      shareRecipient({
        userInformation: { phoneNumber: '', email: ' ' },
        contactDetails: { phoneNumber: '052-7654321', email: 'dana@example.com' },
      }),
    ).toEqual({ phone: '052-7654321', email: 'dana@example.com' });
    expect(shareRecipient({})).toEqual({ phone: '', email: '' });
  });
});
