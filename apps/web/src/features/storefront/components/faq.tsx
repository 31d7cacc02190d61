import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const faqKeys = ['fit', 'time', 'field', 'insurance', 'subscription', 'areas'] as const;

/** Six questions visitors ask before they call, each opened on its own. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="home-faq" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography id="home-faq" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {t('storefront.faq.title')}
      </Typography>
      {faqKeys.map((key) => (
        <Accordion key={key} disableGutters variant="outlined" data-testid={`faq-${key}`}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`storefront.faq.items.${key}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`storefront.faq.items.${key}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
