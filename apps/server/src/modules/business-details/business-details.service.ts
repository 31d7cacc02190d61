import { type BusinessDetails, emptyLeadNotices, type PublicBusinessDetails } from '@tg/domain';
import { type Actor, changedValues, recordActivity } from '../../platform/audit/audit';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import type { Database, Executor } from '../../platform/db/client';
import { defaultBusinessDetails } from './business-details.defaults';
import { type BusinessDetailsValues, businessDetailsRepository as repo } from './business-details.repository';
import type { BusinessDetailsRow } from './business-details.table';

const entity = 'businessDetails';
/** The one row's id, for the activity log. */
const entityId = '1';
export const businessDetailsCacheName = 'businessDetails';
/**
 * Saves clear the cache at once; the time to live only bounds how long a change made outside
 * this process (by hand in the database) takes to show.
 */
const cacheTtlMs = 10 * 60_000;

export function toBusinessDetails(row: BusinessDetailsRow): BusinessDetails {
  return {
    name: row.name,
    tagline: row.tagline,
    highlights: [...row.highlights],
    registrationNumber: row.registrationNumber,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: row.address,
    openingHours: row.openingHours,
    bank: {
      bankName: row.bankName,
      branchNumber: row.bankBranchNumber,
      accountNumber: row.bankAccountNumber,
      accountName: row.bankAccountName,
    },
    social: { website: row.website, facebook: row.facebook, instagram: row.instagram },
    leadNotices: {
      phones: [...row.leadNoticePhones],
      email: row.leadNoticeEmail,
      language: row.leadNoticeLanguage,
    },
    vatPercent: row.vatPercent,
  };
}

export function toBusinessDetailsValues(
  details: BusinessDetails,
  updatedById: string | null,
): BusinessDetailsValues {
  return {
    name: details.name,
    tagline: details.tagline,
    highlights: [...details.highlights],
    registrationNumber: details.registrationNumber,
    phone: details.phone,
    whatsapp: details.whatsapp,
    email: details.email,
    address: details.address,
    openingHours: details.openingHours,
    bankName: details.bank.bankName,
    bankBranchNumber: details.bank.branchNumber,
    bankAccountNumber: details.bank.accountNumber,
    bankAccountName: details.bank.accountName,
    website: details.social.website,
    facebook: details.social.facebook,
    instagram: details.social.instagram,
    leadNoticePhones: [...details.leadNotices.phones],
    leadNoticeEmail: details.leadNotices.email,
    leadNoticeLanguage: details.leadNotices.language,
    vatPercent: details.vatPercent,
    updatedById,
  };
}

/** The record as flat `bank.accountNumber`-style fields, so the log names each changed field. */
function flat(details: BusinessDetails): Record<string, unknown> {
  const { bank, social, leadNotices, ...rest } = details;
  return {
    ...rest,
    'leadNotices.phones': leadNotices.phones,
    'leadNotices.email': leadNotices.email,
    'leadNotices.language': leadNotices.language,
    ...Object.fromEntries(Object.entries(bank).map(([key, value]) => [`bank.${key}`, value])),
    ...Object.fromEntries(Object.entries(social).map(([key, value]) => [`social.${key}`, value])),
  };
}

/** The stored record, or the defaults while nothing was saved. */
export async function readBusinessDetails(executor: Executor): Promise<BusinessDetails> {
  const row = await repo.find(executor);
  return row ? toBusinessDetails(row) : structuredClone(defaultBusinessDetails);
}

/**
 * The business's details (issue 17, ADR 0025). Read on every PDF render, so reads come from a
 * small in-process cache that a save clears once it has committed.
 */
export function createBusinessDetailsService(db: Database, caches: CacheRegistry) {
  const cache = caches.create<BusinessDetails>(businessDetailsCacheName, cacheTtlMs, 1);
  /**
   * A cold cache is read through `executor`: inside a transaction that is the transaction's own
   * connection, never a second one from the pool, which a burst of transactions could hold all of.
   */
  const cached = (executor: Executor = db) => cache.get('current', () => readBusinessDetails(executor));

  return {
    /** The whole record (the admin's settings; the lead notices). */
    get: (): Promise<BusinessDetails> => cached(),

    /**
     * What every other signed-in role reads (the PDFs and document sharing): the record without
     * the admin's lead notices (the staff phones and address new leads are sent to, and their
     * language).
     */
    async getForReaders(): Promise<BusinessDetails> {
      return { ...(await cached()), leadNotices: emptyLeadNotices() };
    },

    /** The VAT rate prices include, in percent (ADR 0035): the catalogue derives before-VAT from it. */
    async vatPercent(executor?: Executor): Promise<number> {
      return (await cached(executor)).vatPercent;
    },

    /** What the storefront shows anyone: everything but the bank and the lead notices. */
    async getPublic(): Promise<PublicBusinessDetails> {
      const { bank: _bank, leadNotices: _notices, vatPercent: _vat, ...rest } = await cached();
      return rest;
    },

    /**
     * Replaces the record with what the admin saved; the fields that changed go to the activity
     * log in the same transaction. Saving what is already stored writes nothing.
     */
    async update(actor: Actor, details: BusinessDetails): Promise<BusinessDetails> {
      const saved = await db.transaction(async (tx) => {
        await repo.lock(tx);
        const before = await readBusinessDetails(tx);
        const { oldValues, newValues } = changedValues(flat(before), flat(details));
        if (Object.keys(newValues).length === 0) return before;
        const row = await repo.save(tx, toBusinessDetailsValues(details, actor.userId));
        await recordActivity(tx, actor, { action: 'update', entity, entityId, oldValues, newValues });
        return toBusinessDetails(row);
      });
      cache.clear();
      return saved;
    },
  };
}
export type BusinessDetailsService = ReturnType<typeof createBusinessDetailsService>;
