import { validationMessages as m, type ServiceCallStatus } from '@tg/domain';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import { conflict, invalid } from '../../platform/http/errors';
import type { InsuranceViewer } from '../insurance/insurance-viewer';
import { serviceCallsRepository } from './service-calls.repository';

type TransferStatus = 'price_quote_transfer' | 'workcard_transfer';

/**
 * A service call carried into a price quote or work card (spec 2 §4: "for a service-call transfer
 * the service-call status update is made instead"). Called by the documents module inside the
 * transaction that creates the document, so both land or neither does.
 */
export const serviceCallTransfers = {
  /**
   * An approved (active) call becomes a document: it moves to `status`. The call must be one the
   * caller may read (another group's call is refused as unknown, never named), and approved: a
   * pending call is still waiting for the office, a carried one already has its document (409).
   */
  async markTransferred(
    tx: Executor,
    actor: Actor,
    viewer: InsuranceViewer,
    id: string,
    status: TransferStatus,
    docId: number,
  ) {
    const before = await serviceCallsRepository.findOne(tx, { id }, viewer, true);
    if (!before) throw invalid({ LinkingIdServiceCall: m.invalidValue });
    if (before.status !== 'active')
      throw conflict(
        before.status === 'pending'
          ? 'This service call is waiting for approval'
          : 'This service call was already carried into a document',
        { LinkingIdServiceCall: m.invalidValue },
      );
    await move(tx, actor, id, before.status, status, docId);
  },

  /**
   * The price quote made from a call becomes a work card or certificate: the call follows it to
   * `workcard_transfer`. A call in any other state is left as it is; the quote's transfer goes on.
   */
  async followQuote(tx: Executor, actor: Actor, id: string, docId: number) {
    const before = await serviceCallsRepository.findOne(tx, { id }, 'everyone', true);
    if (before?.status === 'price_quote_transfer')
      await move(tx, actor, id, before.status, 'workcard_transfer', docId);
  },
};

async function move(
  tx: Executor,
  actor: Actor,
  id: string,
  from: ServiceCallStatus,
  status: TransferStatus,
  docId: number,
) {
  await serviceCallsRepository.update(tx, id, { status });
  await recordActivity(tx, actor, {
    action: 'transfer',
    entity: 'serviceCall',
    entityId: id,
    oldValues: { status: from },
    newValues: { status },
    notes: String(docId),
  });
}
