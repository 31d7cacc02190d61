import AddCardIcon from '@mui/icons-material/AddCardOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActionsOutlined';
import TodayIcon from '@mui/icons-material/TodayOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import type { AgentDashboard as AgentDashboardFigures } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardPath } from '../../../app/navigation';
import { useAgentDashboard } from './api/use-dashboard';
import { DashboardHeader } from './components/dashboard-header';
import { EndingSoonList } from './components/ending-soon-list';
import { type Figure, FigureCards, FigureCardsSkeleton } from './components/figure-cards';
import { PoliciesByMonthChart } from './components/policies-by-month-chart';

const paths = {
  newSubscription: dashboardPath('agent', 'services/insurance'),
  newServiceCall: dashboardPath('agent', 'services/serviceCall'),
  subscriptions: dashboardPath('agent', 'services/agentPolicies'),
  serviceCalls: dashboardPath('agent', 'services/agentServiceCalls'),
};

export interface AgentDashboardProps {
  /** h1 when the dashboard is the page; h2 when the page already has its own heading. */
  titleComponent?: 'h1' | 'h2';
}

/**
 * The agent's main screen: the agent's own figures (instead of the spec's fixed samples), new
 * subscriptions per month, the subscriptions ending soon, and the ways to a new subscription or call.
 */
export function AgentDashboard({ titleComponent = 'h1' }: AgentDashboardProps) {
  const { t } = useTranslation();
  const dashboard = useAgentDashboard();
  const data = dashboard.data;

  return (
    <Stack
      spacing={3}
      sx={{ maxInlineSize: 1280 }}
      aria-busy={dashboard.isFetching}
      data-testid="agent-dashboard"
    >
      <DashboardHeader
        title={t('insurance-dashboard.agent.title')}
        subtitle={t('insurance-dashboard.agent.subtitle')}
        titleComponent={titleComponent}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.newServiceCall}
              variant="outlined"
              startIcon={<BuildIcon />}
              data-testid="dashboard-new-service-call"
            >
              {t('insurance-dashboard.newServiceCall')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.newSubscription}
              variant="contained"
              startIcon={<AddCardIcon />}
              data-testid="dashboard-new-subscription"
            >
              {t('insurance-dashboard.newSubscription')}
            </Button>
          </>
        }
      />

      {dashboard.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void dashboard.refetch()}
              data-testid="dashboard-retry"
            >
              {t('insurance-dashboard.retry')}
            </Button>
          }
          data-testid="dashboard-error"
        >
          {t('insurance-dashboard.agent.loadError')}
        </Alert>
      ) : null}

      {dashboard.isPending && !dashboard.isError ? <DashboardSkeleton /> : null}

      {data ? <DashboardContent data={data} /> : null}
    </Stack>
  );
}

function DashboardContent({ data }: { data: AgentDashboardFigures }) {
  const { t } = useTranslation();
  const { policies, serviceCalls } = data;
  const f = (key: string) => t(`insurance-dashboard.agent.figures.${key}`);
  const figures: Figure[] = [
    {
      id: 'pendingPolicies',
      label: f('pendingPolicies'),
      value: policies.pending,
      icon: <HourglassIcon />,
      tone: 'warning',
      to: paths.subscriptions,
    },
    {
      id: 'activePolicies',
      label: f('activePolicies'),
      value: policies.active,
      icon: <VerifiedIcon />,
      tone: 'success',
      to: paths.subscriptions,
    },
    {
      id: 'closedPolicies',
      label: f('closedPolicies'),
      value: policies.ended + policies.cancelled,
      icon: <EventBusyIcon />,
      tone: 'text',
      to: paths.subscriptions,
    },
    {
      id: 'endingSoon',
      label: f('endingSoon'),
      value: policies.endingSoon,
      icon: <TodayIcon />,
      tone: 'warning',
      to: paths.subscriptions,
    },
    {
      id: 'pendingCalls',
      label: f('pendingCalls'),
      value: serviceCalls.pending,
      icon: <PendingActionsIcon />,
      tone: 'primary',
      to: paths.serviceCalls,
    },
    {
      id: 'callsThisMonth',
      label: f('callsThisMonth'),
      value: serviceCalls.thisMonth,
      icon: <BuildIcon />,
      tone: 'primary',
      to: paths.serviceCalls,
    },
  ];
  const isEmpty =
    policies.pending + policies.active + policies.cancelled + policies.ended === 0 &&
    serviceCalls.pending + serviceCalls.active + serviceCalls.thisMonth === 0;

  return (
    <>
      {isEmpty ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.newSubscription} color="inherit" size="small">
              {t('insurance-dashboard.newSubscription')}
            </Button>
          }
          data-testid="dashboard-empty"
        >
          {t('insurance-dashboard.agent.empty')}
        </Alert>
      ) : null}
      <FigureCards figures={figures} label={t('insurance-dashboard.agent.figuresLabel')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <PoliciesByMonthChart months={data.policiesByMonth} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <EndingSoonList policies={data.endingSoon} allPoliciesPath={paths.subscriptions} />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <>
      <FigureCardsSkeleton count={6} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </>
  );
}
