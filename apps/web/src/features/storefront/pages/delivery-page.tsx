import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { useStorefrontPaths } from '../storefront-paths';
import { usePageTitle } from '../use-page-title';

const services: { key: string; icon: ReactNode; points: number }[] = [
  { key: 'mobile', icon: <BuildCircleIcon color="primary" sx={{ fontSize: 40 }} />, points: 3 },
  { key: 'workshop', icon: <StorefrontIcon color="primary" sx={{ fontSize: 40 }} />, points: 3 },
  { key: 'delivery', icon: <LocalShippingIcon color="primary" sx={{ fontSize: 40 }} />, points: 3 },
];

/** /delivery-and-services: installation in the field, the workshop, delivery, service subscriptions. */
export function DeliveryPage() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  usePageTitle(t('storefront.delivery.title'));
  return (
    <>
      <PageHero
        id="delivery-title"
        title={t('storefront.delivery.title')}
        lead={t('storefront.delivery.lead')}
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <Grid container spacing={2}>
            {services.map((service) => (
              <Grid key={service.key} size={{ xs: 12, md: 4 }}>
                <Card
                  variant="outlined"
                  component="section"
                  aria-labelledby={`service-${service.key}`}
                  sx={{ blockSize: '100%' }}
                >
                  <CardContent>
                    {service.icon}
                    <Typography
                      id={`service-${service.key}`}
                      component="h2"
                      variant="h6"
                      sx={{ mt: 1, fontWeight: 700 }}
                    >
                      {t(`storefront.delivery.${service.key}.title`)}
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{t(`storefront.delivery.${service.key}.body`)}</Typography>
                    <Box component="ul" sx={{ mt: 1.5, mb: 0, paddingInlineStart: 3 }}>
                      {Array.from({ length: service.points }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of translated points
                        <Typography key={index} component="li" color="text.secondary" sx={{ mb: 0.5 }}>
                          {t(`storefront.delivery.${service.key}.points.${index}`)}
                        </Typography>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Box
            component="section"
            aria-labelledby="service-subscriptions"
            sx={{ p: { xs: 3, md: 4 }, borderRadius: 2, bgcolor: 'grey.100' }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <VerifiedUserIcon color="primary" sx={{ fontSize: 40 }} />
              <Typography id="service-subscriptions" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                {t('storefront.delivery.subscriptions.title')}
              </Typography>
            </Stack>
            <Typography sx={{ mt: 1.5, maxInlineSize: 760 }}>
              {t('storefront.delivery.subscriptions.body')}
            </Typography>
            <Box component="ul" sx={{ mt: 1.5, paddingInlineStart: 3 }}>
              {[0, 1, 2].map((index) => (
                <Typography key={index} component="li" sx={{ mb: 0.5 }}>
                  {t(`storefront.delivery.subscriptions.points.${index}`)}
                </Typography>
              ))}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              <Button
                component={RouterLink}
                to={to('/services/service-call')}
                variant="contained"
                size="large"
                data-testid="delivery-subscribe"
              >
                {t('storefront.delivery.subscriptions.cta')}
              </Button>
              <Button component={RouterLink} to={to('/contact')} variant="outlined" size="large">
                {t('storefront.contact.quote')}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
