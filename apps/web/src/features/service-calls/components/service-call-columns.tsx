import { Stack } from '@mui/material';
import { formatLocalPhone, type ServiceCall } from '@tg/domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { displayDate, machineLabel } from '../service-call-display';
import { CreatedByCell, MachineNumbersCell, YesNoCell } from './service-call-cells';
import { ServiceCallStatusChip } from './service-call-status-chip';
import { ServiceKindChip } from './service-kind-chip';

const label = (key: string) => `service-calls.columns.${key}`;

/** The worker table's columns (spec 1 §2): every one but the number can be hidden. */
export const workerServiceCallColumns: readonly DataTableColumn<ServiceCall>[] = [
  {
    id: 'serviceCallNumber',
    sortKey: 'serviceCallNumber',
    labelKey: label('number'),
    copyable: true,
    dir: 'ltr',
    hideable: false,
    width: 150,
  },
  {
    id: 'status',
    sortKey: 'status',
    labelKey: label('status'),
    render: (call) => <ServiceCallStatusChip status={call.status} />,
    width: 140,
  },
  {
    id: 'customerName',
    sortKey: 'customerName',
    labelKey: label('customerName'),
    value: (call) => call.userInformation.name,
    width: 140,
  },
  {
    id: 'phone',
    labelKey: label('phone'),
    value: (call) => formatLocalPhone(call.userInformation.phoneNumber),
    dir: 'ltr',
    width: 115,
  },
  { id: 'machine', labelKey: label('machine'), value: (call) => machineLabel(call.machine), width: 140 },
  {
    id: 'machineNumbers',
    labelKey: label('machineNumbers'),
    render: (call) => <MachineNumbersCell machine={call.machine} />,
    width: 130,
  },
  {
    id: 'serviceKind',
    labelKey: label('serviceKind'),
    render: (call) => <ServiceKindChip kind={call.serviceKind} />,
    width: 120,
  },
  {
    id: 'insuranceCase',
    labelKey: label('insuranceCase'),
    render: (call) => <YesNoCell value={call.isInsuranceCase} />,
    width: 90,
  },
  {
    id: 'createdAt',
    sortKey: 'createdAt',
    labelKey: label('createdAt'),
    value: (call) => displayDate(call.createdAt),
    dir: 'ltr',
    width: 105,
  },
  {
    id: 'createdBy',
    sortKey: 'createdBy',
    labelKey: label('createdBy'),
    render: (call) => <CreatedByCell createdBy={call.createdBy} />,
    initiallyHidden: true,
    width: 160,
  },
];

/** The agent tabs' columns (spec 1 §2): status, customer, manufacturer and creation date. */
export const agentServiceCallColumns: readonly DataTableColumn<ServiceCall>[] = [
  {
    id: 'status',
    labelKey: label('status'),
    // A call to quote (paid service, ADR 0030) says so beside its status.
    render: (call) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ServiceCallStatusChip status={call.status} />
        <ServiceKindChip kind={call.serviceKind} onlyPaid />
      </Stack>
    ),
    width: 170,
  },
  {
    id: 'customerName',
    sortKey: 'customerName',
    labelKey: label('customerName'),
    value: (call) => call.userInformation.name,
    width: 200,
  },
  {
    id: 'manufacturer',
    sortKey: 'manufacturer',
    labelKey: label('manufacturer'),
    value: (call) => call.machine.machine,
    width: 170,
  },
  {
    id: 'createdAt',
    sortKey: 'createdAt',
    labelKey: label('createdAt'),
    value: (call) => displayDate(call.createdAt),
    dir: 'ltr',
    width: 130,
  },
];
