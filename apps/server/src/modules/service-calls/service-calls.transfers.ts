import { validationMessages as m } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import { conflict, invalid } from '../../platform/http/errors';
import { serviceCallsRepository } from './service-calls.repository';

type TransferStatus = 'price_quote_transfer' | 'workcard_transfer';

/**
 * A service call carried into a price quote or work card (spec 2 §4: "for a service-call transfer
 * the service-call status update is made instead"). Called by the documents module inside the
 * transaction that creates the document, so both land or neither does.
 */
export const serviceCallTransfers = {
  async markTransferred(tx: Executor, actor: Actor, id: string, status: TransferStatus, docId: number) {
    const before = await serviceCallsRepository.findOne(tx, { id }, 'everyone', true);
    if (!before) throw invalid({ LinkingIdServiceCall: m.invalidValue });
    if (before.status === 'price_quote_transfer' || before.status === 'workcard_transfer')
      throw conflict('This service call was already carried into a document', {
        LinkingIdServiceCall: m.invalidValue,
      });
    await serviceCallsRepository.update(tx, id, { status });
    await recordActivity(tx, actor, {
      action: 'transfer',
      entity: 'serviceCall',
      entityId: id,
      oldValues: { status: before.status },
      newValues: { status },
      notes: String(docId),
    });
  },
};
