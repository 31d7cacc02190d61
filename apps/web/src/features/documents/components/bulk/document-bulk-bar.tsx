import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionBar } from '../../../../ui/selection-bar';
import { BulkChangeDialog, type BulkChangeKind } from './bulk-change-dialog';

interface DocumentBulkBarProps {
  /** The selected documents of the page on screen. */
  selected: readonly { _id: string; docId: number }[];
  onClear: () => void;
}

/**
 * The documents list's selection bar (issue 18): "Change status" and "Assign to" open the bulk
 * change; the picks go once it is done.
 */
export function DocumentBulkBar({ selected, onClear }: DocumentBulkBarProps) {
  const { t } = useTranslation();
  // The documents are taken when the dialog opens and kept after, so its texts hold while it fades out.
  const [change, setChange] = useState<{
    open: boolean;
    kind: BulkChangeKind;
    documents: readonly { _id: string; docId: number }[];
  }>({ open: false, kind: 'status', documents: [] });
  const open = (kind: BulkChangeKind) => setChange({ open: true, kind, documents: [...selected] });
  return (
    <>
      <SelectionBar
        count={selected.length}
        onClear={onClear}
        actions={
          <>
            <Button variant="contained" onClick={() => open('status')} data-testid="documents-bulk-status">
              {t('document-bulk.changeStatus')}
            </Button>
            <Button variant="outlined" onClick={() => open('assign')} data-testid="documents-bulk-assign">
              {t('document-bulk.assignTo')}
            </Button>
          </>
        }
      />
      <BulkChangeDialog
        kind={change.kind}
        documents={change.documents}
        open={change.open}
        onClose={() => setChange((current) => ({ ...current, open: false }))}
        onDone={onClear}
      />
    </>
  );
}
