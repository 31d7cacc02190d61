import CreateDocumentIcon from '@mui/icons-material/NoteAddOutlined';
import ApproveIcon from '@mui/icons-material/TaskAltOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { can, formatLocalPhone, formatShekels, type ServiceCall } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { DocumentOpener } from '../../../documents/components/modal/document-opener';
import type { DetailItem } from '../../../insurance/shared/components/detail-list';
import { DetailList, DetailSection } from '../../../insurance/shared/components/detail-list';
import {
  type LinkedDocument,
  serviceCallDocumentCategories,
  useServiceCallDocument,
} from '../../api/use-service-call-documents';
import { displayDate } from '../../service-call-display';
import type { CreateDocumentHandler } from '../documents/use-document-from-service-call';
import { ServiceCallStatusChip } from '../service-call-status-chip';
import { ServiceKindChip } from '../service-kind-chip';
import { FilesSection } from './files-section';
import { IncidentSection } from './incident-section';

export interface ServiceCallDetailsDialogProps {
  open: boolean;
  /** Kept by the caller after closing, so the content does not vanish while the dialog fades out. */
  serviceCall: ServiceCall | undefined;
  onClose: () => void;
  /** Adds an approve button (the caller gives it for pending calls it may approve). */
  onApprove?: () => void;
  /**
   * Adds "create price quote" and "create work card" (the caller gives it for approved calls it
   * may carry into a document).
   */
  onCreateDocument?: CreateDocumentHandler;
  /** Customers read "pending" as waiting for handling. */
  audience?: 'staff' | 'customer';
}

/** A service call read-only: the call, customer, machine, product, incident and files (spec 1 §3). */
export function ServiceCallDetailsDialog({
  open,
  serviceCall,
  onClose,
  onApprove,
  onCreateDocument,
  audience = 'staff',
}: ServiceCallDetailsDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { userRole } = useAuth();
  // Staff see the document a call was carried into, and open it in the documents modal.
  const linked = useServiceCallDocument(
    serviceCall,
    open && audience === 'staff' && can(userRole, 'documents.read'),
  );
  const [opened, setOpened] = useState<LinkedDocument | null>(null);
  const hasActions = Boolean(onApprove || onCreateDocument);
  return (
    <Dialog
      open={open && Boolean(serviceCall)}
      onClose={onClose}
      fullScreen={isNarrow}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="service-call-details"
    >
      {serviceCall ? (
        <>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>
              {t('service-calls.details.title')} <bdi dir="ltr">{serviceCall.serviceCallNumber}</bdi>
            </span>
            <ServiceCallStatusChip status={serviceCall.status} audience={audience} />
          </DialogTitle>
          <DialogContent dividers>
            <ServiceCallDetails
              call={serviceCall}
              linkedDocument={
                linked.data ? <LinkedDocumentLink document={linked.data} onOpen={setOpened} /> : null
              }
            />
          </DialogContent>
          <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
            {onCreateDocument
              ? serviceCallDocumentCategories.map((category) => (
                  <Button
                    key={category}
                    variant="outlined"
                    startIcon={<CreateDocumentIcon />}
                    onClick={() => onCreateDocument(category)}
                    data-testid={`service-call-details-create-${category}`}
                  >
                    {t(`service-calls.actions.create.${category}`)}
                  </Button>
                ))
              : null}
            {onApprove ? (
              <Button
                color="success"
                variant="contained"
                startIcon={<ApproveIcon />}
                onClick={onApprove}
                data-testid="service-call-details-approve"
              >
                {t('service-calls.actions.approveShort')}
              </Button>
            ) : null}
            <Button
              onClick={onClose}
              variant={hasActions ? 'text' : 'contained'}
              data-testid="service-call-details-close"
            >
              {t('service-calls.details.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
      {opened ? (
        <DocumentOpener category={opened.category} docId={opened.docId} onClose={() => setOpened(null)} />
      ) : null}
    </Dialog>
  );
}

/** "Price quote number 12", opening it in the documents modal (edit or view, by its status). */
function LinkedDocumentLink({
  document,
  onOpen,
}: {
  document: LinkedDocument;
  onOpen: (document: LinkedDocument) => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onOpen(document)}
      data-testid="service-call-linked-document"
    >
      {t('service-calls.details.linkedDocument', { category: t(`documents.category.${document.category}`) })}{' '}
      <bdi dir="ltr">{document.docId}</bdi>
    </Link>
  );
}

function ServiceCallDetails({ call, linkedDocument }: { call: ServiceCall; linkedDocument: ReactNode }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`service-calls.details.fields.${key}`);
  const customer = call.userInformation;
  const machine = call.machine;
  const product = call.policyProduct;
  const creator = (person: ServiceCall['createdBy']) =>
    `${person.name || t('service-calls.unknownCreator')} · ${t(`common.roles.${person.role}`)}`;
  const showIncident = call.isInsuranceCase || Boolean(call.damageReport) || Boolean(call.incident);

  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <DetailSection title={t('service-calls.details.sections.call')}>
        <DetailList
          items={[
            { label: d('number'), value: call.serviceCallNumber, ltr: true },
            { label: d('createdAt'), value: displayDate(call.createdAt), ltr: true },
            { label: d('createdBy'), value: creator(call.createdBy) },
            { label: d('serviceKind'), value: <ServiceKindChip kind={call.serviceKind} /> },
            {
              label: d('insuranceCase'),
              value: call.isInsuranceCase ? t('service-calls.yes') : t('service-calls.no'),
            },
            ...(call.approvedAt
              ? [
                  { label: d('approvedAt'), value: displayDate(call.approvedAt), ltr: true },
                  { label: d('approvedBy'), value: call.approvedBy ? creator(call.approvedBy) : '' },
                ]
              : []),
            { label: d('notes'), value: call.notes },
            ...(linkedDocument ? [{ label: d('document'), value: linkedDocument } satisfies DetailItem] : []),
          ]}
        />
      </DetailSection>

      <DetailSection title={t('service-calls.details.sections.customer')}>
        <DetailList
          items={[
            { label: d('userType'), value: t(`service-calls.userTypes.${customer.userType}`) },
            { label: d('name'), value: customer.name },
            { label: d('userId'), value: customer.userId, ltr: true },
            { label: d('phone'), value: formatLocalPhone(customer.phoneNumber), ltr: true },
            { label: d('email'), value: customer.email, ltr: true },
            { label: d('address'), value: customer.address },
            { label: d('city'), value: customer.city },
            { label: d('country'), value: customer.country },
            { label: d('postalCode'), value: customer.postalCode, ltr: true },
            { label: d('additionalInfo'), value: customer.additionalInfo },
          ]}
        />
      </DetailSection>

      <DetailSection title={t('service-calls.details.sections.machine')}>
        <DetailList
          items={[
            { label: d('manufacturer'), value: machine.machine },
            { label: d('model'), value: machine.model },
            { label: d('year'), value: machine.year, ltr: true },
            { label: d('vinNumber'), value: machine.vinNumber, ltr: true },
            { label: d('tractorNumber'), value: machine.tractorNumber, ltr: true },
            { label: d('description'), value: machine.description },
          ]}
        />
      </DetailSection>

      <DetailSection title={t('service-calls.details.sections.product')}>
        {product ? (
          <DetailList
            items={[
              { label: d('productName'), value: product.policyName },
              { label: d('productNumber'), value: product.policyNumber, ltr: true },
              { label: d('productType'), value: t(`service-calls.productTypes.${product.type}`) },
              { label: d('price'), value: formatShekels(product.policyPrice), ltr: true },
              { label: d('deductible'), value: formatShekels(product.deductible), ltr: true },
            ]}
          />
        ) : (
          <Box component="p" sx={{ margin: 0, color: 'text.secondary', typography: 'body2' }}>
            {call.serviceKind === 'paid'
              ? t('service-calls.details.paidService')
              : t('service-calls.details.noProduct')}
          </Box>
        )}
      </DetailSection>

      {showIncident ? <IncidentSection call={call} /> : null}

      <FilesSection files={call.files} />
    </Stack>
  );
}
