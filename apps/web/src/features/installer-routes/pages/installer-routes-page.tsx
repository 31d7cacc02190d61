import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { formatDisplayDate, type IsoDate, overallProgress } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInstallerRoutes } from '../api/use-installer-routes';
import { DayNavigation } from '../components/day-navigation';
import { InstallerCard } from '../components/installer-card';
import { ProgressBar } from '../components/progress-figure';
import { RouteModal } from '../components/route-modal';
import { dayFromParam, dayParamName, dayToParam, routeDaysAround } from '../route-display';

const installerParam = 'installer';

/**
 * The installer routes dashboard (spec 2 §2, route operations/driversRoutes): the chosen day and
 * its neighbours per installer, the overall bar, and each installer's route-planning modal. The day
 * and the open installer live in the address, so a reload shows the same.
 */
export function InstallerRoutesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const day = dayFromParam(params.get(dayParamName));
  const timeRange = formatDisplayDate(day);
  const days = routeDaysAround(day);
  const routes = useInstallerRoutes(timeRange);
  const data = routes.data?.installerRoutes;
  const openedId = params.get(installerParam);
  const opened = data?.find((route) => route.installerDetails._id === openedId);
  const overall = data ? overallProgress(data) : null;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setDay = (next: IsoDate) => setParam(dayParamName, dayToParam(next));

  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {t('installer-routes.title')}
      </Typography>
      <DayNavigation day={day} onChange={setDay} />
      {routes.isError ? (
        <Alert
          severity="error"
          data-testid="routes-error"
          action={
            <Button color="inherit" onClick={() => void routes.refetch()} data-testid="routes-retry">
              {t('installer-routes.retry')}
            </Button>
          }
        >
          {t('installer-routes.loadError')}
        </Alert>
      ) : !data ? (
        <Box aria-busy="true" data-testid="routes-loading" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' },
            }}
          >
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={220} />
          </Box>
        </Box>
      ) : data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="routes-empty">
          <Typography color="text.secondary">{t('installer-routes.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="routes-overall">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, marginBlockEnd: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('installer-routes.overall')}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="routes-overall-figure">
                {overall === null ? t('installer-routes.noPercent') : <bdi dir="ltr">{overall}%</bdi>}
              </Typography>
            </Box>
            <ProgressBar
              value={overall ?? 0}
              label={t('installer-routes.overallLabel', { value: overall ?? 0 })}
              testId="routes-overall-bar"
            />
          </Paper>
          <Box
            component="ul"
            aria-label={t('installer-routes.installers')}
            sx={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' },
            }}
          >
            {data.map((route) => (
              <li key={route.installerDetails._id}>
                <InstallerCard
                  route={route}
                  days={days}
                  onOpen={() => setParam(installerParam, route.installerDetails._id)}
                />
              </li>
            ))}
          </Box>
        </>
      )}
      {opened && <RouteModal route={opened} day={day} open onClose={() => setParam(installerParam, null)} />}
    </Box>
  );
}
