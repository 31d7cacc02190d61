import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { displayNameOf, useAuth } from '../../app/auth/auth-context';
import { areaLabel, type DashboardSection, groupAreas } from '../../app/navigation';
import { useDashboardAreas } from '../../app/use-dashboard-areas';

/**
 * A dashboard's main page: who is signed in, the role's own figures (`children`, when the area has
 * them) and the way to each area of the role.
 */
export function DashboardHomePage({
  section,
  children,
}: {
  section: DashboardSection;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, userRole } = useAuth();
  const areas = useDashboardAreas(section, userRole);
  if (!user || !userRole) return null;
  const groups = groupAreas(areas.filter((area) => area.path !== 'main'));
  const base = `/dashboard/${section}/`;

  return (
    <Stack spacing={3} sx={{ maxInlineSize: 1100 }}>
      <Card variant="outlined" data-testid="welcome-card">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {t('common.dashboard.welcome', { name: displayNameOf(user) })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('common.dashboard.signedInAs')}</Typography>
            <Chip color="primary" label={t(`common.roles.${userRole}`)} data-testid="welcome-role" />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('common.dashboard.intro')}
          </Typography>
        </CardContent>
      </Card>
      {children}
      {groups.length > 0 && (
        <Box component="section" aria-labelledby="dashboard-areas">
          <Typography id="dashboard-areas" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('common.dashboard.areasTitle')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {groups.map((group) => (
              <Card key={group.groupKey ?? group.areas[0]?.path} variant="outlined">
                <CardContent>
                  {group.groupKey && (
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                      {t(group.groupKey)}
                    </Typography>
                  )}
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                    {group.areas.map((area) => (
                      <li key={area.path}>
                        <Link component={RouterLink} to={`${base}${area.path}`} underline="hover">
                          {areaLabel(t, area)}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
