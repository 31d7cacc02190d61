import { can, documentFromServiceCall, type Role, type ServiceCall } from '@tg/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useAuth } from '../../../../app/auth/auth-context';
import { DocumentModal } from '../../../documents/components/modal/document-modal';
import { useInvalidateServiceCalls } from '../../../insurance/shared/api/insurance-reads';
import { fetchServiceCall, type ServiceCallDocumentCategory } from '../../api/use-service-call-documents';

/**
 * Whether the person may carry this call into a price quote or work card: an approved (active)
 * call, not yet carried, for a role that reads service calls and creates documents.
 */
export function mayCreateDocumentFrom(role: Role | null | undefined, serviceCall: ServiceCall): boolean {
  return serviceCall.status === 'active' && can(role, 'serviceCalls.read') && can(role, 'documents.create');
}

export type CreateDocumentHandler = (category: ServiceCallDocumentCategory) => void;

interface Creating {
  open: boolean;
  serviceCall: ServiceCall;
  category: ServiceCallDocumentCategory;
}

/**
 * The office's next step after approving a call (spec 2 §4): a new price quote or work card in the
 * document modal, prefilled from the call and linked to it. Saving moves the call to its transfer
 * status; the lists of calls refresh, and `onCallChanged` gets the call as it is now (also when the
 * server answers that it was already carried into a document).
 */
export function useDocumentFromServiceCall({
  onCallChanged,
}: {
  onCallChanged: (serviceCall: ServiceCall) => void;
}): {
  /** The handler a row or the details dialog gets, or none when the call cannot become a document. */
  handlerFor: (serviceCall: ServiceCall) => CreateDocumentHandler | undefined;
  modal: ReactNode;
} {
  const { userRole } = useAuth();
  const invalidateServiceCalls = useInvalidateServiceCalls();
  // Kept after closing, so the modal's content stays while it fades out.
  const [creating, setCreating] = useState<Creating | null>(null);
  const serviceCall = creating?.serviceCall;
  const initialValues = useMemo(
    () => (serviceCall ? documentFromServiceCall(serviceCall) : undefined),
    [serviceCall],
  );

  const refresh = async (id: string) => {
    await invalidateServiceCalls();
    try {
      onCallChanged(await fetchServiceCall(id));
    } catch {
      // The lists were refreshed; the dialog keeps what it showed.
    }
  };

  return {
    handlerFor: (candidate) =>
      mayCreateDocumentFrom(userRole, candidate)
        ? (category) => setCreating({ open: true, serviceCall: candidate, category })
        : undefined,
    modal: creating ? (
      <DocumentModal
        open={creating.open}
        mode="create"
        category={creating.category}
        initialValues={initialValues}
        onSaved={() => void refresh(creating.serviceCall._id)}
        onServiceCallTaken={() => void refresh(creating.serviceCall._id)}
        onClose={() => setCreating((current) => (current ? { ...current, open: false } : current))}
      />
    ) : null,
  };
}
