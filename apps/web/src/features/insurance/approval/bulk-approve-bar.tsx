import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionBar } from '../../../ui/selection-bar';
import { BulkApproveDialog } from './bulk-approve-dialog';

interface BulkApproveBarProps {
  kind: 'policy' | 'serviceCall';
  selectedIds: readonly string[];
  /** The picked rows this person may approve (pending ones, and none without the permission). */
  approvableIds: readonly string[];
  onClear: () => void;
  testId: string;
}

/**
 * The selection bar of a list whose pending rows are approved together (subscriptions, service
 * calls). Any row may be picked (to export it); "Approve selected" shows when some picks may be
 * approved and approves only those; the picks go once it is done.
 */
export function BulkApproveBar({ kind, selectedIds, approvableIds, onClear, testId }: BulkApproveBarProps) {
  const { t } = useTranslation();
  // The ids are taken when the dialog opens and kept after, so its texts hold while it fades out.
  const [approval, setApproval] = useState<{ open: boolean; ids: string[] }>({ open: false, ids: [] });
  return (
    <>
      <SelectionBar
        count={selectedIds.length}
        onClear={onClear}
        actions={
          approvableIds.length > 0 ? (
            <Button
              variant="contained"
              onClick={() => setApproval({ open: true, ids: [...approvableIds] })}
              data-testid={testId}
            >
              {t('list-kit.approveSelected')}
            </Button>
          ) : null
        }
      />
      <BulkApproveDialog
        kind={kind}
        ids={approval.ids}
        open={approval.open}
        onClose={() => setApproval((current) => ({ ...current, open: false }))}
        onDone={onClear}
      />
    </>
  );
}
