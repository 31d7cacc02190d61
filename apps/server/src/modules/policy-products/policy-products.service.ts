import {
  type AttachedFile,
  csvPolicyTypeCount,
  type ParsedPolicyProductInput,
  type PolicyProduct,
  type PolicyProductSnapshot,
  type PolicyProductsQuery,
  policyProductsDefaultPageSize,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { policyProductsRepository } from './policy-products.repository';
import type { PolicyProductRow } from './policy-products.table';

const entity = 'policyProduct';

function valuesOf(input: ParsedPolicyProductInput) {
  return {
    name: input.policyName,
    type: input.type,
    serviceType: input.policyType,
    price: input.policyPrice,
    deductible: input.deductible,
    link: input.link,
    termsFileId: input.termsFileId,
  };
}

function storedValues(row: PolicyProductRow) {
  const { name, type, serviceType, price, deductible, link, termsFileId } = row;
  return { name, type, serviceType, price, deductible, link, termsFileId };
}

function toProduct(row: PolicyProductRow, termsFile: AttachedFile | null, position: number): PolicyProduct {
  return {
    _id: row.id,
    policyNumber: String(row.number),
    policyName: row.name,
    policyType: row.serviceType,
    policyPrice: row.price,
    deductible: row.deductible,
    type: row.type,
    // The uploaded document wins over a typed link: it is what the office chose last.
    link: termsFile?.url ?? row.link,
    termsFile,
    csvType: position <= csvPolicyTypeCount ? position : null,
  };
}

/** Service letters (spec 3 §2.8, spec 1 §2): staff manage them, sellers and buyers read them. */
export function createPolicyProductsService(db: Database, files: FilesService) {
  async function withTerms(executor: Executor, row: PolicyProductRow) {
    const owned = row.termsFileId ? (await files.listFor(executor, entity, [row.id])).get(row.id) : undefined;
    const position = await policyProductsRepository.positionOf(executor, row.number);
    return toProduct(row, owned?.find((file) => file._id === row.termsFileId) ?? null, position);
  }

  async function attachTerms(executor: Executor, caller: AccessClaims, id: string, fileId: string | null) {
    return files.attach(executor, caller, { entity, id }, fileId ? [fileId] : [], 'termsFileId');
  }

  return {
    async list(query: PolicyProductsQuery) {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? policyProductsDefaultPageSize);
      const { rows, total } = await policyProductsRepository.page(
        db,
        { type: query.type, search: query.search?.trim() || undefined },
        { offset: offsetOf(page, limit), limit },
      );
      const filesByOwner = await files.listFor(
        db,
        entity,
        rows.filter((row) => row.termsFileId).map((row) => row.id),
      );
      const products = rows.map((row) =>
        toProduct(
          row,
          filesByOwner.get(row.id)?.find((file) => file._id === row.termsFileId) ?? null,
          row.position,
        ),
      );
      return pageOf('policyProducts', products, total, limit);
    },

    async create(caller: AccessClaims, input: ParsedPolicyProductInput) {
      const { product, removed } = await db.transaction(async (tx) => {
        const row = await policyProductsRepository.insert(tx, valuesOf(input));
        const removed = await attachTerms(tx, caller, row.id, input.termsFileId);
        await recordActivity(tx, caller, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: valuesOf(input),
        });
        return { product: await withTerms(tx, row), removed };
      });
      await files.removeStored(removed);
      return product;
    },

    async update(caller: AccessClaims, id: string, input: ParsedPolicyProductInput) {
      const { product, removed } = await db.transaction(async (tx) => {
        const before = await policyProductsRepository.findLiving(tx, id, true);
        if (!before) throw notFound('Service letter not found');
        const row = await policyProductsRepository.update(tx, id, valuesOf(input));
        if (!row) throw notFound('Service letter not found');
        const removed = await attachTerms(tx, caller, id, input.termsFileId);
        await recordActivity(tx, caller, {
          action: 'update',
          entity,
          entityId: id,
          ...changedValues(storedValues(before), valuesOf(input)),
        });
        return { product: await withTerms(tx, row), removed };
      });
      await files.removeStored(removed);
      return product;
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await policyProductsRepository.softDelete(tx, id);
        if (!row) throw notFound('Service letter not found');
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: id,
          oldValues: { name: row.name },
        });
        return { _id: id };
      });
    },

    /** The product a new subscription names, as the snapshot it keeps; undefined if gone. */
    async snapshotOf(executor: Executor, id: string): Promise<PolicyProductSnapshot | undefined> {
      const row = await policyProductsRepository.findLiving(executor, id);
      if (!row) return undefined;
      const product = await withTerms(executor, row);
      return {
        _id: product._id,
        policyNumber: product.policyNumber,
        policyName: product.policyName,
        policyPrice: product.policyPrice,
        policyType: product.policyType,
        deductible: product.deductible,
        type: product.type,
        // A signed link expires; the snapshot keeps the typed link and the answer re-signs files.
        link: row.link,
      };
    },

    /** CSV types: the first eight living products in list order. */
    async csvTypes(executor: Executor): Promise<PolicyProductRow[]> {
      return policyProductsRepository.listInOrder(executor, csvPolicyTypeCount);
    },
  };
}
export type PolicyProductsService = ReturnType<typeof createPolicyProductsService>;
