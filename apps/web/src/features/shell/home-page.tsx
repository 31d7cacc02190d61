import BuildIcon from '@mui/icons-material/Build';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import VerifiedIcon from '@mui/icons-material/Verified';
import WindowIcon from '@mui/icons-material/Window';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { useAuth } from '../../app/auth/auth-context';
import type { PublicOutletContext } from '../../app/layouts/public-layout';
import { Faq } from '../storefront/components/faq';
import { HeroSearch } from '../storefront/components/hero-search';
import { useStorefrontPaths } from '../storefront/storefront-paths';

const highlights: { key: string; icon: ReactNode }[] = [
  { key: 'experience', icon: <VerifiedIcon color="primary" fontSize="large" /> },
  { key: 'stations', icon: <LocalShippingIcon color="primary" fontSize="large" /> },
  { key: 'range', icon: <WindowIcon color="primary" fontSize="large" /> },
  { key: 'subscriptions', icon: <BuildIcon color="primary" fontSize="large" /> },
];

/** The storefront landing: what the business does, and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { openSignIn } = useOutletContext<PublicOutletContext>();
  const { to } = useStorefrontPaths();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          color: 'primary.contrastText',
          // White text stays above 4.5:1 over the whole gradient (its lightest blue is 5.7:1).
          background: 'linear-gradient(160deg, #0a3880 0%, #0d47a1 55%, #1565c0 100%)',
          py: { xs: 6, md: 10 },
        }}
      >
        <Container>
          <Typography
            id="home-title"
            component="h1"
            variant="h3"
            sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '3rem' }, maxInlineSize: 760 }}
          >
            {t('common.home.title')}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxInlineSize: 680 }}>
            {t('common.home.subtitle')}
          </Typography>
          <HeroSearch />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button
              component={RouterLink}
              to={to('/contact')}
              variant="contained"
              color="secondary"
              size="large"
              data-testid="home-quote"
            >
              {t('storefront.contact.quote')}
            </Button>
            {auth.isAuthenticated ? (
              <Button component={RouterLink} to="/dashboard" variant="outlined" color="inherit" size="large">
                {t('common.actions.myArea')}
              </Button>
            ) : (
              <Button
                onClick={openSignIn}
                variant="outlined"
                color="inherit"
                size="large"
                data-testid="home-signin"
              >
                {t('common.home.signInCta')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={to('/services/service-call')}
              variant="outlined"
              color="inherit"
              size="large"
            >
              {t('common.home.serviceCallCta')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container component="section" aria-labelledby="home-highlights" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography id="home-highlights" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
          {t('common.home.highlightsTitle')}
        </Typography>
        <Grid container spacing={2}>
          {highlights.map((highlight) => (
            <Grid key={highlight.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ blockSize: '100%' }}>
                <CardContent>
                  {highlight.icon}
                  <Typography component="h3" variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
                    {t(`common.home.highlights.${highlight.key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`common.home.highlights.${highlight.key}.body`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Faq />
    </>
  );
}
