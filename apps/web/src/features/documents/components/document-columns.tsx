import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box } from '@mui/material';
import { type BusinessDocument, formatDocumentShekels } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table';
import { assignedPeople, displayPhone, machineNumbers } from '../document-display';

const label = (key: string) => `documents.columns.${key}`;

/** Green when open, red when closed (spec 2 §4), with the word for screen readers. */
export function OpenClosedIcon({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const text = isOpen ? t('documents.status.open') : t('documents.status.closed');
  return (
    <Box component="span" sx={{ display: 'inline-flex' }} data-testid={isOpen ? 'doc-open' : 'doc-closed'}>
      {isOpen ? (
        <CheckCircleIcon color="success" titleAccess={text} fontSize="small" />
      ) : (
        <CancelIcon color="error" titleAccess={text} fontSize="small" />
      )}
    </Box>
  );
}

/**
 * A category's list (spec 2 §2): number, date, customer, phone, machine, general status, total in
 * shekels with two decimals, open or closed, and who it is assigned to.
 */
export const documentColumns: readonly DataTableColumn<BusinessDocument>[] = [
  {
    id: 'docId',
    sortKey: 'docId',
    labelKey: label('docId'),
    dir: 'ltr',
    copyable: true,
    hideable: false,
    width: 100,
  },
  { id: 'date', sortKey: 'date', labelKey: label('date'), dir: 'ltr', width: 120 },
  {
    id: 'customer',
    sortKey: 'customer',
    labelKey: label('customer'),
    value: (doc) => doc.userInformation.name,
    width: 160,
  },
  {
    id: 'phone',
    labelKey: label('phone'),
    value: (doc) => displayPhone(doc.userInformation.phoneNumber),
    dir: 'ltr',
    width: 120,
  },
  {
    id: 'machine',
    labelKey: label('machine'),
    value: (doc) => machineNumbers(doc.machine),
    dir: 'ltr',
    width: 210,
  },
  {
    id: 'generalStatus',
    sortKey: 'generalStatus',
    labelKey: label('generalStatus'),
    value: (doc) => doc.generalStatus.status,
    width: 140,
  },
  {
    id: 'total',
    sortKey: 'total',
    labelKey: label('total'),
    value: (doc) => formatDocumentShekels(doc.docTotalPrice),
    dir: 'ltr',
    width: 120,
  },
  {
    id: 'status',
    labelKey: label('status'),
    value: (doc) => (doc.status ? 'open' : 'closed'),
    render: (doc) => <OpenClosedIcon isOpen={doc.status} />,
    width: 80,
    align: 'center',
  },
  {
    id: 'assigned',
    labelKey: label('assigned'),
    value: (doc) => assignedPeople(doc.handleBy).join(', '),
    width: 180,
  },
];
