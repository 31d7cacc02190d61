import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  creatorRequests,
  machineRequests,
  SubscriptionList,
} from '../../../registry/components/subscription-list';
import { useUserDialog } from './user-dialog-context';

/**
 * The person's subscriptions (spec 2 §2 user dialog, policies tab): a customer's are those of its
 * machines with the customer as the insured; an agent's or a company's are those it created.
 */
export function PoliciesTab() {
  const { t } = useTranslation();
  const { user } = useUserDialog();
  if (!user) {
    return (
      <Typography color="text.secondary" data-testid="policies-tab-unsaved">
        {t('users.policiesTab.unsaved')}
      </Typography>
    );
  }
  const requests =
    user.role === 'customer'
      ? machineRequests(user.machines, user.userInformation.userId)
      : creatorRequests(user._id);
  return (
    <SubscriptionList
      requests={requests}
      tableLabel={t('users.policiesTab.label', { name: user.userInformation.name })}
      emptyText={t('users.policiesTab.empty')}
      testId="policies-tab"
    />
  );
}
