import type { Files } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../insurance/shared/components/detail-list';
import { FileSlotsView } from '../../../insurance/shared/components/file-slots-view';

/** The call's photos and documents, under their own heading in the details. */
export function FilesSection({ files }: { files: Files }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('service-calls.details.files.title')} testId="service-call-files">
      <FileSlotsView files={files} headingLevel="h4" testIdPrefix="service-call" />
    </DetailSection>
  );
}
