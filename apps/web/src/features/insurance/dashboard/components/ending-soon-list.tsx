import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { type AgentDashboard, todayIso } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate } from '../../../service-calls/service-call-display';
import { ExpiryIndicator } from '../../shared/components/expiry-indicator';

/** The next subscriptions to end, each with its end date and the expiry indicator's colour. */
export function EndingSoonList({
  policies,
  allPoliciesPath,
}: {
  policies: AgentDashboard['endingSoon'];
  allPoliciesPath: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const today = todayIso();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="ending-soon">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('insurance-dashboard.agent.endingSoon.title')}
        </Typography>
        <Link component={RouterLink} to={allPoliciesPath} underline="hover" variant="body2">
          {t('insurance-dashboard.agent.endingSoon.viewAll')}
        </Link>
      </Box>
      {policies.length === 0 ? (
        <Typography color="text.secondary" sx={{ marginBlockStart: 1.5 }} data-testid="ending-soon-empty">
          {t('insurance-dashboard.agent.endingSoon.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {policies.map((policy) => (
            <ListItem
              key={policy._id}
              disableGutters
              divider
              sx={{ gap: 1, flexWrap: 'wrap' }}
              data-testid={`ending-soon-${policy._id}`}
            >
              <ListItemText
                primary={policy.name}
                secondary={
                  <>
                    <bdi dir="ltr">{policy.policyNumber}</bdi>
                    {' · '}
                    {t('insurance-dashboard.agent.endingSoon.endsOn', {
                      date: `\u2068${displayDate(policy.expiredAt)}\u2069`,
                    })}
                  </>
                }
                sx={{ minWidth: 0 }}
              />
              <ExpiryIndicator expiredAt={policy.expiredAt} today={today} variant="chip" />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
