import { Box, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IsolatedNumbers } from '../../../ui/isolated-numbers';
import { usePublicBusinessDetails } from '../api/use-storefront';
import { ContactActions } from '../components/contact-actions';
import { PageHero } from '../components/page-hero';
import { QuoteForm } from '../components/quote-form';
import { usePageTitle } from '../use-page-title';

/** /contact: request a quote (stored as a lead), beside the ways to reach the business now. */
export function ContactPage() {
  const { t } = useTranslation();
  const details = usePublicBusinessDetails().data;
  usePageTitle(t('storefront.contactPage.title'));
  return (
    <>
      <PageHero
        id="contact-title"
        title={t('storefront.contactPage.title')}
        lead={t('storefront.contactPage.lead')}
      />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
                {t('storefront.contactPage.formTitle')}
              </Typography>
              <QuoteForm source="contact" />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3} component="section" aria-labelledby="contact-direct">
              <Typography id="contact-direct" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                {t('storefront.contactPage.directTitle')}
              </Typography>
              <Typography color="text.secondary">{t('storefront.contactPage.directLead')}</Typography>
              {details ? <ContactActions details={details} testIdPrefix="contact-page" /> : null}
              {details?.openingHours ? (
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {t('storefront.footer.hours')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>
                    <IsolatedNumbers text={details.openingHours} />
                  </Typography>
                </Box>
              ) : null}
              {details?.email ? (
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {t('storefront.footer.email')}
                  </Typography>
                  <Link href={`mailto:${details.email}`} dir="ltr">
                    {details.email}
                  </Link>
                </Box>
              ) : null}
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
