import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shared/components/detail-list';
import type { ApprovalView } from '../approval-view';

export function VehicleTab({ view }: { view: ApprovalView }) {
  const { t } = useTranslation();
  const { machine } = view;
  return (
    <DetailList
      items={[
        { label: t('approval.fields.vinNumber'), value: machine.vinNumber, ltr: true },
        { label: t('approval.fields.tractorNumber'), value: machine.tractorNumber, ltr: true },
        { label: t('approval.fields.manufacturer'), value: machine.machine },
        { label: t('approval.fields.model'), value: machine.model },
        { label: t('approval.fields.year'), value: machine.year, ltr: true },
        { label: t('approval.fields.description'), value: machine.description },
      ]}
    />
  );
}
