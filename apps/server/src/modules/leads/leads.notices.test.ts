import type { LeadNoticeLanguage, LeadNotices } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import { DevelopmentMailSender } from '../../platform/mail/mail-sender';
import { DevelopmentSmsSender } from '../../platform/sms/sms-sender';
import { createLeadNotices, type NoticeLead } from './leads.notices';

const lead: NoticeLead = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  leadNumber: 1042,
  name: 'ישראל ישראלי',
  phoneNumber: '+972501234567',
  tractorNumber: '1234567',
  vinNumber: '',
  message: 'שמשה קדמית סדוקה, צריך החלפה השבוע',
  productName: 'שמשה קדמית',
  productCatalogNumber: 'W-100',
};

function setup(
  chosen: { phones: string[]; email: string; language?: LeadNoticeLanguage },
  publicUrl: string | null = null,
) {
  const recipients: LeadNotices = { language: 'he', ...chosen };
  const sms = new DevelopmentSmsSender();
  const mail = new DevelopmentMailSender();
  const failures: string[] = [];
  const notices = createLeadNotices({
    sms,
    mail,
    recipients: async () => recipients,
    publicUrl,
    onFailure: (_error, channel) => failures.push(channel),
  });
  return { sms, mail, failures, notices };
}

describe('a new lead notice', () => {
  it('texts each chosen phone and mails the address: who, their phone, what about, the link', async () => {
    const { sms, mail, notices, failures } = setup(
      { phones: ['+972521111111', '+972532222222'], email: 'office@example.com' },
      'https://shop.example',
    );
    await notices.send(lead);
    expect(sms.outbox.map((message) => message.to)).toEqual(['+972521111111', '+972532222222']);
    const text = sms.lastTo('+972521111111')?.text ?? '';
    expect(text).toContain('1042');
    expect(text).toContain('ישראל ישראלי');
    expect(text).toContain('0501234567');
    expect(text).toContain('שמשה קדמית');
    expect(text).toContain(`https://shop.example/dashboard/worker/operations/leads?lead=${lead.id}`);
    const email = mail.lastTo('office@example.com');
    expect(email?.subject).toContain('1042');
    expect(email?.text).toContain('שמשה קדמית סדוקה, צריך החלפה השבוע');
    expect(email?.text).toContain('כלי: 1234567');
    expect(email?.text).toContain(`?lead=${lead.id}`);
    expect(failures).toEqual([]);
  });

  it('keeps the Hebrew words when the office chose Hebrew', async () => {
    const { sms, mail, notices } = setup({ phones: ['+972521111111'], email: 'office@example.com' });
    await notices.send(lead);
    expect(sms.lastTo('+972521111111')?.text.split('\n')[0]).toBe(
      'פנייה חדשה 1042 מהאתר: ישראל ישראלי, 0501234567',
    );
    const email = mail.lastTo('office@example.com');
    expect(email?.subject).toBe('פנייה חדשה 1042 מהאתר: ישראל ישראלי');
    expect(email?.text.split('\n')).toEqual([
      'פנייה חדשה מהאתר, מספר 1042.',
      '',
      'שם: ישראל ישראלי',
      'טלפון: 0501234567',
      'מוצר: שמשה קדמית (W-100)',
      'כלי: 1234567',
      '',
      'שמשה קדמית סדוקה, צריך החלפה השבוע',
      '',
      'הפנייה ממתינה ברשימת הפניות במערכת.',
    ]);
  });

  it('writes the SMS and the e-mail in English when the office chose English', async () => {
    const { sms, mail, notices } = setup(
      { phones: ['+972521111111'], email: 'office@example.com', language: 'en' },
      'https://shop.example',
    );
    await notices.send(lead);
    expect(sms.lastTo('+972521111111')?.text.split('\n')).toEqual([
      'New request 1042 from the website: ישראל ישראלי, 0501234567',
      'שמשה קדמית (W-100) · Machine 1234567 · שמשה קדמית סדוקה, צריך החלפה השבוע',
      `https://shop.example/dashboard/worker/operations/leads?lead=${lead.id}`,
    ]);
    const email = mail.lastTo('office@example.com');
    expect(email?.subject).toBe('New request 1042 from the website: ישראל ישראלי');
    expect(email?.text.split('\n')).toEqual([
      'A new request from the website, number 1042.',
      '',
      'Name: ישראל ישראלי',
      'Phone: 0501234567',
      'Product: שמשה קדמית (W-100)',
      'Machine: 1234567',
      '',
      'שמשה קדמית סדוקה, צריך החלפה השבוע',
      '',
      `Open the request: https://shop.example/dashboard/worker/operations/leads?lead=${lead.id}`,
    ]);
    expect(email?.text).not.toMatch(/[א-ת]{2,}:/);
  });

  it('writes them in Arabic or Russian when the office chose so, numbers and phones as they are', async () => {
    const {
      mail: arabicMail,
      sms: arabicSms,
      notices: arabic,
    } = setup({
      phones: ['+972521111111'],
      email: 'office@example.com',
      language: 'ar',
    });
    await arabic.send(lead);
    expect(arabicSms.lastTo('+972521111111')?.text.split('\n')[0]).toBe(
      'طلب جديد 1042 من الموقع: ישראל ישראלי، 0501234567',
    );
    const arabicEmail = arabicMail.lastTo('office@example.com');
    expect(arabicEmail?.subject).toBe('طلب جديد 1042 من الموقع: ישראל ישראלי');
    expect(arabicEmail?.text).toContain('الهاتف: 0501234567');
    expect(arabicEmail?.text).toContain('الآلية: 1234567');
    expect(arabicEmail?.text).toContain('الطلب بانتظارك في قائمة الطلبات في النظام.');

    const {
      mail: russianMail,
      sms: russianSms,
      notices: russian,
    } = setup(
      { phones: ['+972521111111'], email: 'office@example.com', language: 'ru' },
      'https://shop.example',
    );
    await russian.send(lead);
    expect(russianSms.lastTo('+972521111111')?.text.split('\n')[0]).toBe(
      'Новая заявка 1042 с сайта: ישראל ישראלי, 0501234567',
    );
    const russianEmail = russianMail.lastTo('office@example.com');
    expect(russianEmail?.subject).toBe('Новая заявка 1042 с сайта: ישראל ישראלי');
    expect(russianEmail?.text).toContain('Имя: ישראל ישראלי');
    expect(russianEmail?.text).toContain('Товар: שמשה קדמית (W-100)');
    expect(russianEmail?.text).toContain(
      `Открыть заявку: https://shop.example/dashboard/worker/operations/leads?lead=`,
    );
  });

  it('sends nothing when the admin chose no one', async () => {
    const { sms, mail, notices } = setup({ phones: [], email: '' });
    await notices.send(lead);
    expect(sms.outbox).toEqual([]);
    expect(mail.outbox).toEqual([]);
  });

  it('names no link without PUBLIC_URL, and keeps a long message to one short text', async () => {
    const { sms, notices } = setup({ phones: ['+972521111111'], email: '' });
    await notices.send({ ...lead, message: 'א'.repeat(500) });
    const text = sms.lastTo('+972521111111')?.text ?? '';
    expect(text).not.toContain('http');
    expect(text.length).toBeLessThan(200);
  });

  it('reports a failing sender and still tries the others', async () => {
    const { mail, notices, failures, sms } = setup({
      phones: ['+972521111111'],
      email: 'office@example.com',
    });
    sms.send = () => {
      throw new Error('gateway down');
    };
    await notices.send(lead);
    expect(failures).toEqual(['sms']);
    expect(mail.outbox).toHaveLength(1);
  });

  it('reports settings it cannot read and sends nothing', async () => {
    const sms = new DevelopmentSmsSender();
    const failures: string[] = [];
    const notices = createLeadNotices({
      sms,
      mail: new DevelopmentMailSender(),
      recipients: () => Promise.reject(new Error('database away')),
      publicUrl: null,
      onFailure: (_error, channel) => failures.push(channel),
    });
    await notices.send(lead);
    expect(failures).toEqual(['settings']);
    expect(sms.outbox).toEqual([]);
  });
});
