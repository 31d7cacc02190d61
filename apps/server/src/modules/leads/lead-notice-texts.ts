import type { LeadNoticeLanguage } from '@tg/domain';

/**
 * The few phrases of a new lead's notice (issue 17), in each language the office can choose in
 * the business details. The notice is plain text (an SMS, a text e-mail): Hebrew and Arabic are
 * simply written in their own words, and the numbers, phones and link stay as they are.
 */
export interface LeadNoticePhrases {
  /** The SMS's first words and the e-mail's subject: "New request 12 from the website". */
  newRequest: (leadNumber: number) => string;
  /** The e-mail's first line. */
  newRequestLine: (leadNumber: number) => string;
  name: string;
  phone: string;
  product: string;
  /** The visitor's machine (plate / chassis). */
  machine: string;
  /** Before the link to the request. */
  openRequest: string;
  /** Instead of the link, when the app has no public address. */
  waitsInList: string;
  /** Between the visitor's name and phone in the SMS. */
  comma: string;
}

export const leadNoticePhrases: Record<LeadNoticeLanguage, LeadNoticePhrases> = {
  he: {
    newRequest: (leadNumber) => `פנייה חדשה ${leadNumber} מהאתר`,
    newRequestLine: (leadNumber) => `פנייה חדשה מהאתר, מספר ${leadNumber}.`,
    name: 'שם',
    phone: 'טלפון',
    product: 'מוצר',
    machine: 'כלי',
    openRequest: 'לפנייה:',
    waitsInList: 'הפנייה ממתינה ברשימת הפניות במערכת.',
    comma: ', ',
  },
  en: {
    newRequest: (leadNumber) => `New request ${leadNumber} from the website`,
    newRequestLine: (leadNumber) => `A new request from the website, number ${leadNumber}.`,
    name: 'Name',
    phone: 'Phone',
    product: 'Product',
    machine: 'Machine',
    openRequest: 'Open the request:',
    waitsInList: 'The request waits in the list of requests in the system.',
    comma: ', ',
  },
  ar: {
    newRequest: (leadNumber) => `طلب جديد ${leadNumber} من الموقع`,
    newRequestLine: (leadNumber) => `طلب جديد من الموقع، رقم ${leadNumber}.`,
    name: 'الاسم',
    phone: 'الهاتف',
    product: 'المنتج',
    machine: 'الآلية',
    openRequest: 'لفتح الطلب:',
    waitsInList: 'الطلب بانتظارك في قائمة الطلبات في النظام.',
    comma: '، ',
  },
  ru: {
    newRequest: (leadNumber) => `Новая заявка ${leadNumber} с сайта`,
    newRequestLine: (leadNumber) => `Новая заявка с сайта, номер ${leadNumber}.`,
    name: 'Имя',
    phone: 'Телефон',
    product: 'Товар',
    machine: 'Техника',
    openRequest: 'Открыть заявку:',
    waitsInList: 'Заявка ждёт в списке заявок в системе.',
    comma: ', ',
  },
};

/** The phrases of a language; Hebrew for anything else (a value stored by hand). */
export function phrasesFor(language: LeadNoticeLanguage): LeadNoticePhrases {
  return leadNoticePhrases[language] ?? leadNoticePhrases.he;
}
