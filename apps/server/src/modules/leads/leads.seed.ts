import type { LeadLanguage, LeadSource, LeadStatus } from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import { leadsRepository } from './leads.repository';
import { leadEntity } from './leads.service';

interface DemoLead {
  name: string;
  phoneNumber: string;
  tractorNumber?: string;
  vinNumber?: string;
  message: string;
  status: LeadStatus;
  source: LeadSource;
  language: LeadLanguage;
  daysAgo: number;
  note?: string;
}

/** Requests as the storefront brings them in, at each step of the follow-up. */
const demoLeads: DemoLead[] = [
  {
    name: 'אבי מזרחי',
    phoneNumber: '+972521112233',
    tractorNumber: '7654321',
    message: 'שמשה קדמית סדוקה בג׳ון דיר 6120M, צריך הצעת מחיר עם התקנה בשטח',
    status: 'new',
    source: 'contact',
    language: 'he',
    daysAgo: 0,
  },
  {
    name: 'Ahmad Khalil',
    phoneNumber: '+972541234987',
    vinNumber: 'JD6155R000123',
    message: 'Need a side mirror and a door glass for a 6155R',
    status: 'new',
    source: 'product',
    language: 'en',
    daysAgo: 1,
  },
  {
    name: 'רונית שמעוני',
    phoneNumber: '+972503334455',
    tractorNumber: '1122334',
    message: 'מחפשת פנסי עבודה לד למשאית מנוף',
    status: 'contacted',
    source: 'contact',
    language: 'he',
    daysAgo: 3,
    note: 'דיברנו בטלפון, תשלח תמונה של התושבת',
  },
  {
    name: 'Сергей Иванов',
    phoneNumber: '+972587776655',
    tractorNumber: '5566778',
    message: 'Заднее стекло для Massey Ferguson 5713',
    status: 'quoted',
    source: 'product',
    language: 'ru',
    daysAgo: 6,
    note: 'נשלחה הצעת מחיר בווטסאפ',
  },
  {
    name: 'מושב בית שערים',
    phoneNumber: '+972462223344',
    message: 'החלפת שמשות לשלושה טרקטורים לפני העונה',
    status: 'won',
    source: 'contact',
    language: 'he',
    daysAgo: 12,
    note: 'נקבע מועד התקנה',
  },
];

/** Five demo leads in the follow-up's statuses, each with its log. Answers how many were added. */
export async function seedDemoLeads(tx: Executor, now = new Date()): Promise<number> {
  const actor = { userId: null, role: 'system', name: 'demo data' };
  for (const lead of demoLeads) {
    const at = new Date(now.getTime() - lead.daysAgo * 24 * 60 * 60 * 1000);
    const row = await leadsRepository.insert(tx, {
      name: lead.name,
      phoneNumber: lead.phoneNumber,
      tractorNumber: lead.tractorNumber ?? '',
      vinNumber: lead.vinNumber ?? '',
      message: lead.message,
      status: lead.status,
      source: lead.source,
      language: lead.language,
      notes: lead.note ? [{ text: lead.note, by: 'demo data', at: at.toISOString() }] : [],
      createdAt: at,
      updatedAt: at,
    });
    await recordActivity(tx, actor, {
      action: 'create',
      entity: leadEntity,
      entityId: row.id,
      notes: String(row.leadNumber),
      newValues: { status: 'new', source: lead.source },
    });
    if (lead.status !== 'new')
      await recordActivity(tx, actor, {
        action: 'update',
        entity: leadEntity,
        entityId: row.id,
        notes: lead.note ?? null,
        oldValues: { status: 'new' },
        newValues: { status: lead.status },
      });
  }
  return demoLeads.length;
}
