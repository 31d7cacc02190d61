import {
  can,
  type DocumentInput,
  docCustomerSchema,
  docMachineSchema,
  formatLocalPhone,
  type Lead,
  type LeadStatus,
} from '@tg/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { DocumentModal } from '../../documents/components/modal/document-modal';
import { useUpdateLead } from '../api/use-leads';

/** A new price quote starts with the visitor's name, phone and machine, and what they asked for. */
export function priceQuoteFromLead(lead: Lead, productLine: string): Partial<DocumentInput> {
  return {
    userInformation: docCustomerSchema.parse({
      name: lead.name,
      phoneNumber: formatLocalPhone(lead.phoneNumber),
    }),
    machine: docMachineSchema.parse({
      tractorNumber: lead.machine.tractorNumber,
      vinNumber: lead.machine.vinNumber,
    }),
    comments: [productLine, lead.message]
      .filter((text) => text.trim())
      .join('\n')
      .slice(0, 4000),
  };
}

/** Statuses a saved quote moves a lead on from. */
const beforeQuote: readonly LeadStatus[] = ['new', 'contacted'];

/**
 * "Create a price quote" from a lead: the documents modal, prefilled; saving links the quote to the
 * lead (and marks it quoted when it was new or contacted).
 */
export function useQuoteFromLead(lead: Lead): { start?: () => void; modal: ReactNode } {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const notify = useNotify();
  const update = useUpdateLead();
  const [open, setOpen] = useState(false);
  const productLine = lead.product
    ? t('leads.quote.productLine', { name: lead.product.name, number: lead.product.catalogNumber })
    : '';
  const initialValues = useMemo(() => priceQuoteFromLead(lead, productLine), [lead, productLine]);
  const allowed =
    can(userRole, 'documents.create') && can(userRole, 'leads.manage') && !lead.links.priceQuoteDocId;
  return {
    start: allowed ? () => setOpen(true) : undefined,
    modal: allowed ? (
      <DocumentModal
        open={open}
        mode="create"
        category="priceQuote"
        initialValues={initialValues}
        onSaved={(saved) =>
          update.mutate(
            {
              _id: lead._id,
              priceQuoteDocId: saved._id,
              ...(beforeQuote.includes(lead.status) ? { status: 'quoted' as const } : {}),
            },
            { onError: () => notify.error(t('leads.notices.saveError')) },
          )
        }
        onClose={() => setOpen(false)}
      />
    ) : null,
  };
}
