import PersonIcon from '@mui/icons-material/PersonOutline';
import { Box, Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { formatLocalPhone } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardPath } from '../../../../app/navigation';
import { useUserLookup } from '../../../users/api/use-users';
import { useRegistryDialog } from './registry-dialog-context';
import { TabListState } from './tab-list-state';

/** The customers screen, where the person can be found and opened. */
export const customersListPath = dashboardPath('worker', 'users/customer');

/**
 * Customers whose machines carry this record's chassis or plate (the saved values, not what is
 * being typed), as far as the caller may see them.
 */
export function CustomersTab() {
  const { t } = useTranslation();
  const { item } = useRegistryDialog();
  const alternatives: Record<string, string>[] = [];
  if (item?.mispar_shilda) alternatives.push({ 'machines.vinNumber': item.mispar_shilda });
  if (item?.mispar_rechev) alternatives.push({ 'machines.tractorNumber': item.mispar_rechev });
  const customers = useUserLookup('customer', alternatives);

  return (
    <TabListState
      query={customers}
      isEmpty={alternatives.length === 0 || customers.data?.length === 0}
      texts={{
        empty: t('registry.customers.empty'),
        loadError: t('registry.customers.loadError'),
        loading: t('registry.customers.loading'),
        retry: t('registry.customers.retry'),
      }}
      testId="registry-customers"
    >
      {() => (
        <Box>
          <List dense aria-label={t('registry.customers.listLabel')} data-testid="registry-customers-list">
            {(customers.data ?? []).map((user) => {
              const machine = user.machines.find(
                (candidate) =>
                  (item?.mispar_shilda && candidate.vinNumber === item.mispar_shilda) ||
                  (item?.mispar_rechev && candidate.tractorNumber === item.mispar_rechev),
              );
              return (
                <ListItem key={user._id} disableGutters data-testid={`registry-customer-${user._id}`}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PersonIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={user.userInformation.name}
                    secondary={
                      <>
                        {user.userInformation.phoneNumber ? (
                          <bdi dir="ltr">{formatLocalPhone(user.userInformation.phoneNumber)}</bdi>
                        ) : null}
                        {machine ? (
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {t('registry.customers.machine', {
                              vehicle: [machine.tractorNumber, machine.vinNumber]
                                .filter(Boolean)
                                .map((text) => `\u2068${text}\u2069`)
                                .join(' / '),
                            })}
                          </Typography>
                        ) : null}
                      </>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
          <Link component={RouterLink} to={customersListPath} data-testid="registry-customers-link">
            {t('registry.customers.openList')}
          </Link>
        </Box>
      )}
    </TabListState>
  );
}
