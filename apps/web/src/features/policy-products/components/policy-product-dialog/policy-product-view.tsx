import { Box, Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { displayLanguageOf, formatShekels, type PolicyProduct, serviceTypeIn } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { termsLinkOf } from '../../policy-product-display';
import { TermsDocumentLink } from './terms-document-field';

/**
 * A service letter read-only: values selectable, nothing to save or upload, the terms only as a
 * link that opens them (spec 3 §6, the agent's view).
 */
export function PolicyProductView({ product, onClose }: { product: PolicyProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const fields: { name: string; value: string; dir?: 'ltr'; wide?: boolean }[] = [
    { name: 'policyName', value: product.policyName, wide: true },
    { name: 'type', value: t(`policy-products.types.${product.type}`) },
    {
      name: 'policyType',
      value: serviceTypeIn(product.policyType, displayLanguageOf(i18n.language)) || '—',
    },
    { name: 'policyPrice', value: formatShekels(product.policyPrice), dir: 'ltr' },
    { name: 'deductible', value: formatShekels(product.deductible), dir: 'ltr' },
  ];
  return (
    <>
      <DialogContent sx={{ paddingBlockStart: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            paddingBlockStart: 1,
          }}
        >
          {fields.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={t(`policy-products.form.${field.name}`)}
              value={field.value}
              variant="filled"
              fullWidth
              sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
              slotProps={{
                input: { readOnly: true },
                htmlInput: {
                  dir: field.dir,
                  'aria-readonly': true,
                  'data-testid': `policy-product-${field.name}`,
                },
              }}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TermsDocumentLink url={termsLinkOf(product)} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ borderBlockStart: 1, borderColor: 'divider' }}>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="dialog-cancel">
          {t('policy-products.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
