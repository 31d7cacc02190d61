import BuildIcon from '@mui/icons-material/Build';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShieldIcon from '@mui/icons-material/Shield';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { useStorefrontPaths } from '../storefront-paths';
import { usePageTitle } from '../use-page-title';

const benefits: { key: string; icon: ReactNode }[] = [
  { key: 'experience', icon: <VerifiedIcon color="primary" fontSize="large" /> },
  { key: 'stations', icon: <LocalShippingIcon color="primary" fontSize="large" /> },
  { key: 'quality', icon: <ShieldIcon color="primary" fontSize="large" /> },
  { key: 'service', icon: <BuildIcon color="primary" fontSize="large" /> },
];

const stations = ['north', 'center', 'south', 'valleys'] as const;

/** /about-us: the business's story, why customers stay, and the four mobile service stations. */
export function AboutPage() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  usePageTitle(t('storefront.about.title'));
  return (
    <>
      <PageHero id="about-title" title={t('storefront.about.title')} lead={t('storefront.about.lead')} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <Box component="section" aria-labelledby="about-story" sx={{ maxInlineSize: 820 }}>
            <Typography id="about-story" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {t('storefront.about.storyTitle')}
            </Typography>
            {(['story1', 'story2', 'story3'] as const).map((key) => (
              <Typography key={key} sx={{ mb: 1.5, fontSize: '1.05rem', lineHeight: 1.7 }}>
                {t(`storefront.about.${key}`)}
              </Typography>
            ))}
          </Box>
          <Box component="section" aria-labelledby="about-benefits">
            <Typography id="about-benefits" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {t('storefront.about.benefitsTitle')}
            </Typography>
            <Grid container spacing={2}>
              {benefits.map((benefit) => (
                <Grid key={benefit.key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card variant="outlined" sx={{ blockSize: '100%' }}>
                    <CardContent>
                      {benefit.icon}
                      <Typography component="h3" variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
                        {t(`storefront.about.benefits.${benefit.key}.title`)}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {t(`storefront.about.benefits.${benefit.key}.body`)}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Box>
          <Box component="section" aria-labelledby="about-stations">
            <Typography id="about-stations" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('storefront.about.stationsTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, maxInlineSize: 760 }}>
              {t('storefront.about.stationsLead')}
            </Typography>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {stations.map((station, index) => (
                <Grid key={station} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card variant="outlined" sx={{ blockSize: '100%' }} data-testid={`station-${station}`}>
                    <CardContent>
                      <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                        {t('storefront.about.stationNumber', { number: index + 1 })}
                      </Typography>
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                        {t(`storefront.about.stations.${station}.title`)}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                        {t(`storefront.about.stations.${station}.body`)}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Box>
          <Box
            component="section"
            aria-labelledby="about-cta"
            sx={{ p: { xs: 3, md: 4 }, bgcolor: 'grey.100', borderRadius: 2, textAlign: 'center' }}
          >
            <Typography id="about-cta" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {t('storefront.about.ctaTitle')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 2, justifyContent: 'center' }}
            >
              <Button component={RouterLink} to={to('/contact')} variant="contained" size="large">
                {t('storefront.contact.quote')}
              </Button>
              <Button
                component={RouterLink}
                to={to('/delivery-and-services')}
                variant="outlined"
                size="large"
              >
                {t('navigation.public.deliveryAndServices')}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
