import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, Typography } from '@mui/material';
import {
  displayLanguageOf,
  formatShekels,
  type PolicyProduct,
  type PolicyProductType,
  serviceTypeIn,
} from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table';
import { termsLinkOf } from '../policy-product-display';

function TypeLabel({ type }: { type: PolicyProductType }) {
  const { t } = useTranslation();
  return <>{t(`policy-products.types.${type}`)}</>;
}

/** The service type as typed, the known Hebrew ones in the screen's language (ADR 0036). */
function ServiceTypeText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  return <>{serviceTypeIn(text, displayLanguageOf(i18n.language))}</>;
}

/** Opens the terms in a new tab; a dash when the product has none. */
function TermsLink({ product }: { product: PolicyProduct }) {
  const { t } = useTranslation();
  const url = termsLinkOf(product);
  if (!url) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('policy-products.openTermsOf', { name: product.policyName })}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="policy-product-terms-link"
    >
      {t('policy-products.openTerms')}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}

/** Spec 3 §2.8 and spec 1 §2: number (copyable), name, type, yearly price, service type, deductible, terms. */
export const policyProductsColumns: readonly DataTableColumn<PolicyProduct>[] = [
  {
    id: 'policyNumber',
    labelKey: 'policy-products.columns.policyNumber',
    copyable: true,
    dir: 'ltr',
    hideable: false,
    width: 140,
  },
  { id: 'policyName', labelKey: 'policy-products.columns.policyName', hideable: false, width: 200 },
  {
    id: 'type',
    labelKey: 'policy-products.columns.type',
    render: (product) => <TypeLabel type={product.type} />,
    width: 150,
  },
  {
    id: 'policyPrice',
    labelKey: 'policy-products.columns.policyPrice',
    value: (product) => formatShekels(product.policyPrice),
    dir: 'ltr',
    width: 130,
  },
  {
    id: 'policyType',
    labelKey: 'policy-products.columns.policyType',
    render: (product) => <ServiceTypeText text={product.policyType} />,
    width: 180,
  },
  {
    id: 'deductible',
    labelKey: 'policy-products.columns.deductible',
    value: (product) => formatShekels(product.deductible),
    dir: 'ltr',
    width: 130,
  },
  {
    id: 'terms',
    labelKey: 'policy-products.columns.terms',
    render: (product) => <TermsLink product={product} />,
    width: 150,
  },
];
