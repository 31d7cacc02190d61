import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface PaidServiceOptionProps {
  isSelected: boolean;
  onSelect: () => void;
}

/**
 * A service call's choice beside the subscription products (ADR 0030): paid service, for someone
 * without a subscription. Staff then send a price quote; choosing it clears a chosen product.
 */
export function PaidServiceOption({ isSelected, onSelect }: PaidServiceOptionProps) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: isSelected ? 'primary.main' : undefined, borderWidth: isSelected ? 2 : 1 }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={isSelected} data-testid="wizard-paid-service">
        <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <RequestQuoteIcon color="primary" aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, display: 'block' }}>
              {t('insurance-wizard.product.paidService.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('insurance-wizard.product.paidService.text')}
            </Typography>
          </Box>
          {isSelected ? <CheckCircleIcon color="primary" fontSize="small" /> : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
