import { Button, Dialog, DialogActions, DialogContent, useMediaQuery, useTheme } from '@mui/material';
import type { Work } from '@tg/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WorksList } from './works-list';

export interface WorkPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen work; the picker closes itself after calling it. */
  onPick: (work: Work) => void;
}

/** Chooses one work for a document's works table: the works list in select mode, in a dialog. */
export function WorkPicker({ open, onClose, onPick }: WorkPickerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-label={t('works.picker.title')}
      aria-describedby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="work-picker"
    >
      {/* Mounted only while open, so every opening starts with an empty search and page 1. */}
      {open ? (
        <DialogContent id={titleId}>
          <WorksList
            mode="select"
            titleComponent="h2"
            onSelect={(work) => {
              onPick(work);
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} data-testid="work-picker-close">
          {t('works.dialog.exit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
