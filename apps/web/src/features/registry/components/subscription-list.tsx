import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import {
  type ContractInput,
  can,
  formatDisplayDate,
  normalizeMachineNumber,
  type Policy,
  policyContracts,
} from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { call, contractKey } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import type { DataTableColumn } from '../../../ui/data-table';
import { DataTable } from '../../../ui/data-table';
import { useOpenPolicyPdf } from '../../insurance/shared/api/use-open-policy-pdf';
import { PolicyStatusChip } from '../../insurance/shared/components/policy-status-chip';

/** A machine as a person's record or a registry record names it. */
export interface MachineNumbers {
  vinNumber: string;
  tractorNumber: string;
}

/** More than any machine (or most people) has had; the list is not paged. */
const subscriptionsPerMachine = 50;

const label = (key: string) => `registry.subscriptions.columns.${key}`;

const columns: readonly DataTableColumn<Policy>[] = [
  { id: 'policyNumber', labelKey: label('policyNumber'), dir: 'ltr', width: 110, hideable: false },
  {
    id: 'status',
    labelKey: label('status'),
    value: (policy) => policy.status,
    render: (policy) => <PolicyStatusChip status={policy.status} />,
    width: 120,
  },
  {
    id: 'product',
    labelKey: label('product'),
    value: (policy) => policy.policyProduct.policyName,
    width: 150,
  },
  { id: 'insured', labelKey: label('insured'), value: (policy) => policy.userInformation.name, width: 140 },
  {
    id: 'plate',
    labelKey: label('plate'),
    value: (policy) => policy.machine.tractorNumber,
    dir: 'ltr',
    width: 100,
  },
  {
    id: 'start',
    labelKey: label('start'),
    value: (policy) => formatDisplayDate(policy.createdAt),
    dir: 'ltr',
    width: 100,
  },
  {
    id: 'end',
    labelKey: label('end'),
    value: (policy) => formatDisplayDate(policy.expiredAt),
    dir: 'ltr',
    width: 100,
  },
];

type ListInput = ContractInput<typeof policyContracts.list>;

/** One call of the subscriptions list, and which of its answers belong to the list shown. */
export interface SubscriptionRequest {
  input: ListInput;
  keep: (policy: Policy) => boolean;
}

const sameNumber = (a: string, b: string) =>
  Boolean(a) && normalizeMachineNumber(a) === normalizeMachineNumber(b);

/**
 * The calls finding the subscriptions of some machines: by chassis when known, else by plate. The
 * search matches number prefixes, so only the machine itself is kept; with `insuredId`, only those
 * whose insured is that person.
 */
export function machineRequests(
  machines: readonly MachineNumbers[],
  insuredId?: string,
): SubscriptionRequest[] {
  const base = { page: 0, limit: subscriptionsPerMachine };
  const isInsured = (policy: Policy) => !insuredId || policy.userInformation.userId === insuredId;
  return machines.flatMap((machine): SubscriptionRequest[] => {
    if (machine.vinNumber)
      return [
        {
          input: { ...base, vinNumber: machine.vinNumber },
          keep: (policy) => sameNumber(machine.vinNumber, policy.machine.vinNumber) && isInsured(policy),
        },
      ];
    if (machine.tractorNumber)
      return [
        {
          input: { ...base, tractorNumber: machine.tractorNumber },
          keep: (policy) =>
            sameNumber(machine.tractorNumber, policy.machine.tractorNumber) && isInsured(policy),
        },
      ];
    return [];
  });
}

/** The call finding the subscriptions a person (an agent, a company) created, newest first. */
export function creatorRequests(creatorId: string): SubscriptionRequest[] {
  return [{ input: { page: 0, limit: subscriptionsPerMachine, createdBy: creatorId }, keep: () => true }];
}

/**
 * Subscriptions (service letters) as a read-only table, newest first, as far as the caller may
 * see them (the server scopes the subscriptions list). Each row opens the subscription's PDF.
 */
export function SubscriptionList({
  requests,
  tableLabel,
  emptyText,
  testId,
}: {
  requests: readonly SubscriptionRequest[];
  tableLabel: string;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const mayRead = can(userRole, 'policies.read');
  const pdf = useOpenPolicyPdf();
  const asked = mayRead ? requests : [];
  const answers = useQueries({
    queries: asked.map(({ input }) => ({
      queryKey: contractKey(policyContracts.list, input),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(policyContracts.list, input, { signal }),
    })),
  });

  if (asked.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ paddingBlock: 2 }} data-testid={`${testId}-empty`}>
        {emptyText}
      </Typography>
    );
  }

  const isLoaded = answers.every((answer) => answer.data);
  const found = new Map<string, Policy>();
  answers.forEach((answer, index) => {
    const keep = asked[index]?.keep;
    for (const policy of answer.data?.policies ?? []) if (keep?.(policy)) found.set(policy._id, policy);
  });
  const rows = [...found.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div data-testid={testId}>
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={isLoaded ? rows : undefined}
        isLoading={answers.some((answer) => answer.isFetching)}
        isError={answers.some((answer) => answer.isError)}
        onRetry={() => {
          for (const answer of answers) if (answer.isError) void answer.refetch();
        }}
        errorText={t('registry.subscriptions.loadError')}
        emptyText={emptyText}
        rowTestId={(policy) => `subscription-${policy.policyNumber}`}
        skeletonRows={2}
        rowActions={(policy) => (
          <Tooltip title={t('registry.subscriptions.openPdf')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('registry.subscriptions.openPdfOf', { number: policy.policyNumber })}
                disabled={pdf.openingId === policy._id}
                onClick={() => pdf.open(policy._id)}
                data-testid="subscription-open-pdf"
              >
                <PictureAsPdfIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      />
    </div>
  );
}
