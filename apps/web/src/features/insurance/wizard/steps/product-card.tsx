import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { displayLanguageOf, formatShekels, serviceTypeIn } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { SubscriptionProduct } from '../wizard-values';

export interface ProductCardProps {
  product: SubscriptionProduct;
  isSelected: boolean;
  onSelect: () => void;
}

/** One subscription product: name, type, annual price and deductible; pressing it chooses it. */
export function ProductCard({ product, isSelected, onSelect }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: isSelected ? 'primary.main' : undefined,
        borderWidth: isSelected ? 2 : 1,
        blockSize: '100%',
      }}
    >
      <CardActionArea
        onClick={onSelect}
        aria-pressed={isSelected}
        sx={{ blockSize: '100%', alignItems: 'stretch' }}
        data-testid={`wizard-product-${product._id}`}
      >
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h5" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {product.policyName}
            </Typography>
            {isSelected ? <CheckCircleIcon color="primary" fontSize="small" /> : null}
          </Box>
          <Chip
            size="small"
            label={t(`insurance-wizard.product.types.${product.type}`)}
            sx={{ marginBlock: 0.5 }}
          />
          {product.policyType ? (
            <Typography variant="body2" color="text.secondary">
              {serviceTypeIn(product.policyType, displayLanguageOf(i18n.language))}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ marginBlockStart: 1 }}>
            {t('insurance-wizard.product.annualPrice', {
              price: formatShekels(product.policyPrice),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('insurance-wizard.product.deductible', {
              amount: formatShekels(product.deductible),
            })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
