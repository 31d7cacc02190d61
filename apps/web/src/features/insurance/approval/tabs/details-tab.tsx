import { Link, Stack } from '@mui/material';
import { displayLanguageOf, formatShekels, serviceTypeIn } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { type DetailItem, DetailList } from '../../shared/components/detail-list';
import type { ApprovalView } from '../approval-view';

/** The subscription's product, period and creator; for a call, its number, day and product if any. */
export function DetailsTab({ view }: { view: ApprovalView }) {
  const { t, i18n } = useTranslation();
  const product = view.policyProduct;
  const record: DetailItem[] = [
    { label: t(`approval.fields.number.${view.kind}`), value: view.number, ltr: true },
    { label: t('approval.fields.status'), value: t(`approval.status.${view.status}`) },
    ...(view.expiredAt
      ? [
          { label: t('approval.fields.startDate'), value: view.createdAt, ltr: true },
          { label: t('approval.fields.endDate'), value: view.expiredAt, ltr: true },
        ]
      : [{ label: t('approval.fields.createdAt'), value: view.createdAt, ltr: true }]),
    {
      label: t('approval.fields.createdBy'),
      value: `${view.createdBy.name} (${t(`common.roles.${view.createdBy.role}`)})`,
    },
    {
      label: t('approval.fields.insuranceCase'),
      value: view.isInsuranceCase ? t('approval.yes') : t('approval.no'),
    },
    { label: t('approval.fields.existingNotes'), value: view.notes },
  ];
  const productDetails: DetailItem[] = product
    ? [
        { label: t('approval.fields.productName'), value: product.policyName },
        { label: t('approval.fields.productNumber'), value: product.policyNumber, ltr: true },
        { label: t('approval.fields.productType'), value: t(`approval.productTypes.${product.type}`) },
        {
          label: t('approval.fields.serviceType'),
          value: serviceTypeIn(product.policyType, displayLanguageOf(i18n.language)),
        },
        { label: t('approval.fields.price'), value: formatShekels(product.policyPrice), ltr: true },
        { label: t('approval.fields.deductible'), value: formatShekels(product.deductible), ltr: true },
        {
          label: t('approval.fields.terms'),
          value: product.link ? (
            <Link href={product.link} target="_blank" rel="noopener noreferrer">
              {t('approval.fields.openTerms')}
            </Link>
          ) : (
            ''
          ),
        },
      ]
    : [];
  return (
    <Stack spacing={2}>
      <DetailList title={t(`approval.details.recordTitle.${view.kind}`)} items={record} />
      {product ? (
        <DetailList title={t('approval.details.productTitle')} items={productDetails} />
      ) : (
        <DetailList
          title={t('approval.details.productTitle')}
          items={[{ label: t('approval.fields.product'), value: t('approval.details.noProduct') }]}
        />
      )}
    </Stack>
  );
}
