import { Alert, Box, Button, Link, MenuItem, Skeleton, TextField } from '@mui/material';
import { displayLanguageOf, formatShekels, type PolicyProduct, serviceTypeIn } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../insurance/shared/components/detail-list';
import { useQuickCreateProducts } from '../../api/use-quick-create-lookups';
import { asDetailItems } from '../../policy-display';

export interface ProductPickerProps {
  productId: string;
  onChange: (product: PolicyProduct | undefined) => void;
}

/** The subscription product to sell, with its details once chosen (spec 1 §2). */
export function ProductPicker({ productId, onChange }: ProductPickerProps) {
  const { t, i18n } = useTranslation();
  const products = useQuickCreateProducts(true);
  const list = products.data?.policyProducts ?? [];
  const chosen = list.find((product) => product._id === productId);
  // The terms are a typed link or an uploaded document.
  const termsLink = chosen ? chosen.link || chosen.termsFile?.url || '' : '';

  if (products.isPending) return <Skeleton variant="rounded" height={40} />;
  if (products.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void products.refetch()}>
            {t('agent-policies.quickCreate.product.retry')}
          </Button>
        }
        data-testid="quick-products-error"
      >
        {t('agent-policies.quickCreate.product.loadError')}
      </Alert>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        fullWidth
        required
        label={t('agent-policies.quickCreate.product.label')}
        value={chosen ? productId : ''}
        onChange={(event) => onChange(list.find((product) => product._id === event.target.value))}
        helperText={list.length === 0 ? t('agent-policies.quickCreate.product.none') : ' '}
        disabled={list.length === 0}
        data-testid="quick-product"
      >
        {list.map((product) => (
          <MenuItem key={product._id} value={product._id} data-testid={`quick-product-${product._id}`}>
            {product.policyName} · {t(`agent-policies.productTypes.${product.type}`)} ·{' '}
            <bdi dir="ltr">{formatShekels(product.policyPrice)}</bdi>
          </MenuItem>
        ))}
      </TextField>
      {chosen ? (
        <Box data-testid="quick-product-details">
          <DetailList
            title={t('agent-policies.quickCreate.product.details')}
            columns={1}
            items={asDetailItems([
              {
                id: 'productNumber',
                label: t('agent-policies.fields.productNumber'),
                value: chosen.policyNumber,
                ltr: true,
              },
              { id: 'productName', label: t('agent-policies.fields.productName'), value: chosen.policyName },
              {
                id: 'type',
                label: t('agent-policies.fields.type'),
                value: t(`agent-policies.productTypes.${chosen.type}`),
              },
              {
                id: 'serviceType',
                label: t('agent-policies.fields.serviceType'),
                value: serviceTypeIn(chosen.policyType, displayLanguageOf(i18n.language)),
              },
              {
                id: 'price',
                label: t('agent-policies.fields.price'),
                value: formatShekels(chosen.policyPrice),
                ltr: true,
              },
              {
                id: 'deductible',
                label: t('agent-policies.fields.deductible'),
                value: formatShekels(chosen.deductible),
                ltr: true,
              },
            ])}
          />
          {termsLink ? (
            <Link href={termsLink} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('agent-policies.quickCreate.product.terms')}
            </Link>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
