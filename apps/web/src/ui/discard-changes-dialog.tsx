import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export interface DiscardChanges {
  /** Whether the "discard changes?" question is showing. */
  isAsking: boolean;
  /** Closes at once when nothing would be lost, else asks first. */
  closeOrAsk: (hasUnsavedChanges: boolean) => void;
  discard: () => void;
  keepEditing: () => void;
}

/** Closing an edit dialog: `onClose` runs at once, or once the person agrees to drop their changes. */
export function useDiscardChanges(onClose: () => void): DiscardChanges {
  const [isAsking, setAsking] = useState(false);
  return {
    isAsking,
    closeOrAsk: (hasUnsavedChanges) => {
      if (hasUnsavedChanges) setAsking(true);
      else onClose();
    },
    discard: () => {
      setAsking(false);
      onClose();
    },
    keepEditing: () => setAsking(false),
  };
}

export interface DiscardChangesDialogProps {
  discard: DiscardChanges;
  /**
   * Where the module keeps the texts: `<textsKey>.discardTitle`, `.discardMessage`, `.keepEditing`
   * and the confirm label at `<textsKey>.<confirmKey>`.
   */
  textsKey: string;
  confirmKey?: string;
}

/** "Discard changes?" on closing an edit dialog with unsaved edits; the focus starts on keep editing. */
export function DiscardChangesDialog({
  discard,
  textsKey,
  confirmKey = 'discardConfirm',
}: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={discard.isAsking}
      destructive
      title={t(`${textsKey}.discardTitle`)}
      message={t(`${textsKey}.discardMessage`)}
      confirmLabel={t(`${textsKey}.${confirmKey}`)}
      cancelLabel={t(`${textsKey}.keepEditing`)}
      onConfirm={discard.discard}
      onCancel={discard.keepEditing}
    />
  );
}
