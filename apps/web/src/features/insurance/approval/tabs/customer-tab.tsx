import { formatLocalPhone } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shared/components/detail-list';
import type { ApprovalView } from '../approval-view';

/** The insured person or company as typed in the wizard. */
export function CustomerTab({ view }: { view: ApprovalView }) {
  const { t } = useTranslation();
  const info = view.userInformation;
  return (
    <DetailList
      items={[
        { label: t('approval.fields.userType'), value: t(`approval.userTypes.${view.userType}`) },
        { label: t(`approval.fields.name.${view.userType}`), value: info.name },
        { label: t(`approval.fields.userId.${view.userType}`), value: info.userId, ltr: true },
        {
          label: t('approval.fields.phoneNumber'),
          value: info.phoneNumber ? formatLocalPhone(info.phoneNumber) : '',
          ltr: true,
        },
        { label: t('approval.fields.email'), value: info.email, ltr: true },
        { label: t('approval.fields.address'), value: info.address },
        { label: t('approval.fields.city'), value: info.city },
        { label: t('approval.fields.country'), value: info.country },
        { label: t('approval.fields.postalCode'), value: info.postalCode, ltr: true },
        { label: t('approval.fields.additionalInfo'), value: info.additionalInfo },
      ]}
    />
  );
}
