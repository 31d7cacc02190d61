import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IsolatedNumbers } from '../../../ui/isolated-numbers';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { useStorefrontPaths } from '../storefront-paths';
import { ContactActions } from './contact-actions';

const footerLinks = [
  { path: '/products', labelKey: 'navigation.public.products' },
  { path: '/delivery-and-services', labelKey: 'navigation.public.deliveryAndServices' },
  { path: '/about-us', labelKey: 'navigation.public.aboutUs' },
  { path: '/news', labelKey: 'navigation.public.news' },
  { path: '/contact', labelKey: 'navigation.public.contact' },
] as const;

const socialNames = ['website', 'facebook', 'instagram'] as const;

/**
 * The foot of every public page: the contact strip (call, WhatsApp, the address on the map), then
 * the business's name, address, hours, e-mail and social links, and the storefront's pages.
 */
export function StorefrontFooter() {
  const { t } = useTranslation();
  const { to } = useStorefrontPaths();
  const details = usePublicBusinessDetails().data;
  const name = details?.name || t('common.appName');
  const social = socialNames.filter((key) => details?.social[key]);
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', borderBlockStart: 1, borderColor: 'divider' }}>
      {details ? (
        <Box
          component="section"
          aria-labelledby="footer-contact-title"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}
          data-testid="contact-strip"
        >
          <Container
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <Typography id="footer-contact-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('storefront.contact.stripTitle')}
            </Typography>
            <Box
              sx={{
                '& .MuiButton-contained:not(.MuiButton-colorSuccess)': {
                  bgcolor: 'common.white',
                  color: 'primary.main',
                },
                '& .MuiButton-outlined': { color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' },
              }}
            >
              <ContactActions details={details} testIdPrefix="strip" />
            </Box>
          </Container>
        </Box>
      ) : null}
      <Container sx={{ py: 3 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            {details?.tagline ? <Typography color="text.secondary">{details.tagline}</Typography> : null}
            <Stack component="address" spacing={0.5} sx={{ mt: 1, fontStyle: 'normal' }}>
              {details?.address ? (
                <Typography data-testid="footer-address">
                  <IsolatedNumbers text={details.address} />
                </Typography>
              ) : null}
              {details?.email ? (
                <Typography>
                  {t('storefront.footer.email')}:{' '}
                  <Link href={`mailto:${details.email}`} dir="ltr">
                    {details.email}
                  </Link>
                </Typography>
              ) : null}
            </Stack>
          </Grid>
          {details?.openingHours ? (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('storefront.footer.hours')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="footer-hours">
                <IsolatedNumbers text={details.openingHours} />
              </Typography>
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('storefront.footer.pages')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: 2 }}>
              {footerLinks.map((link) => (
                <li key={link.path}>
                  <Link component={RouterLink} to={to(link.path)} sx={{ display: 'inline-block', py: 0.5 }}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </Box>
            {social.length > 0 ? (
              <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                {social.map((key) => (
                  <Link key={key} href={details?.social[key]} target="_blank" rel="noopener noreferrer">
                    {t(`storefront.footer.social.${key}`)}
                  </Link>
                ))}
              </Stack>
            ) : null}
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('common.footer', { year: new Date().getFullYear(), name })}
        </Typography>
      </Container>
    </Box>
  );
}
