import { Box, Button, Link, Typography } from '@mui/material';
import { can, formatLocalPhone, type Lead, type LeadStatus } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../app/auth/auth-context';
import { dashboardPath } from '../../../app/navigation';
import { useNotify } from '../../../app/notifications';
import { InsuranceWizard } from '../../insurance/wizard/insurance-wizard';
import { useCreateLeadCustomer, useUpdateLead } from '../api/use-leads';

/** The back-office's customers and service calls, where a lead's links lead. */
export const leadCustomersPath = dashboardPath('worker', 'users/customer');
export const leadServiceCallsPath = dashboardPath('worker', 'services/serviceCall');

/** Statuses an opened service call moves a lead on from: the work is won (ADR 0029). */
const beforeWon: readonly LeadStatus[] = ['new', 'contacted', 'quoted'];

/** The lead's machine for the wizard's vehicle search, when the visitor gave one. */
export function wizardMachineOf(lead: Lead): { tractorNumber?: string; vinNumber?: string } | undefined {
  const { tractorNumber, vinNumber } = lead.machine;
  if (!tractorNumber && !vinNumber) return undefined;
  return { tractorNumber: tractorNumber || undefined, vinNumber: vinNumber || undefined };
}

/**
 * A lead into work (issue 17): "create customer" makes the visitor a customer (or links the one
 * with that phone) and then links to the customers; "open a service call" makes sure of the
 * customer first, then opens the service-call wizard searching the lead's machine, and keeps the
 * call it creates on the lead.
 */
export function LeadLinks({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { userRole } = useAuth();
  const notify = useNotify();
  const createCustomer = useCreateLeadCustomer();
  const update = useUpdateLead();
  const [wizardOpen, setWizardOpen] = useState(false);
  const manages = can(userRole, 'leads.manage');
  const mayOpenCall = manages && can(userRole, 'serviceCalls.create') && !lead.links.serviceCallId;
  const customerLinked = Boolean(lead.links.customerUserId);

  const makeCustomer = (then?: () => void) =>
    createCustomer.mutate(lead._id, {
      onSuccess: () => {
        if (!customerLinked) notify.success(t('leads.customer.created'));
        then?.();
      },
      onError: () => notify.error(t('leads.customer.error')),
    });

  const openServiceCall = () =>
    customerLinked ? setWizardOpen(true) : makeCustomer(() => setWizardOpen(true));

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {customerLinked ? (
        <Typography data-testid="lead-customer-linked">
          {t('leads.customer.linked')}{' '}
          <Link component={RouterLink} to={leadCustomersPath} data-testid="lead-customer-link">
            <bdi>{lead.name}</bdi> (<bdi dir="ltr">{formatLocalPhone(lead.phoneNumber)}</bdi>)
          </Link>
        </Typography>
      ) : manages ? (
        <Button
          variant="outlined"
          disabled={createCustomer.isPending}
          onClick={() => makeCustomer()}
          data-testid="lead-create-customer"
        >
          {t('leads.customer.create')}
        </Button>
      ) : null}
      {lead.links.serviceCallId ? (
        <Typography data-testid="lead-service-call-linked">
          {t('leads.serviceCall.linked')}{' '}
          <Link component={RouterLink} to={leadServiceCallsPath} data-testid="lead-service-call-link">
            {t('leads.serviceCall.view')}
          </Link>
        </Typography>
      ) : mayOpenCall ? (
        <Button
          variant="outlined"
          disabled={createCustomer.isPending}
          onClick={openServiceCall}
          data-testid="lead-open-service-call"
        >
          {t('leads.serviceCall.open')}
        </Button>
      ) : null}
      {mayOpenCall ? (
        <InsuranceWizard
          open={wizardOpen}
          mode="serviceCall"
          initial={wizardMachineOf(lead)}
          onClose={() => setWizardOpen(false)}
          onCreated={(created) =>
            update.mutate(
              {
                _id: lead._id,
                serviceCallId: created._id,
                ...(beforeWon.includes(lead.status) ? { status: 'won' as const } : {}),
              },
              { onError: () => notify.error(t('leads.notices.saveError')) },
            )
          }
        />
      ) : null}
    </Box>
  );
}
