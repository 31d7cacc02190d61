import { photoSlots } from '@tg/domain';
import { FileSlotsView } from '../../shared/components/file-slots-view';
import type { ApprovalView } from '../approval-view';

/** Documents, and the four photos for service calls (and for any subscription that has some). */
export function FilesTab({ view }: { view: ApprovalView }) {
  const hasPhotos = photoSlots.some((slot) => view.files.images[slot]) || view.legacyImages.length > 0;
  return (
    <FileSlotsView
      files={view.files}
      extraPhotos={view.legacyImages}
      showPhotos={view.kind === 'serviceCall' || hasPhotos}
      testIdPrefix="approval"
    />
  );
}
