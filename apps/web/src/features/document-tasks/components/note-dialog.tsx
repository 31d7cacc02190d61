import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NoteDialogProps {
  docId: number;
  /** The card's note so far; the person edits it (installerNotes is one text). */
  note: string;
  isPending: boolean;
  onCancel: () => void;
  onSave: (note: string) => void;
}

/** The installer's note on a card; saved only when it changed. */
export function NoteDialog({ docId, note, isPending, onCancel, onSave }: NoteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState(note);
  const isChanged = text.trim() !== note.trim();

  return (
    <Dialog
      open
      onClose={() => !isPending && onCancel()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="task-note-dialog"
    >
      <DialogTitle id={titleId}>{t('document-tasks.note.title', { docId })}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('document-tasks.note.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ marginBlockStart: 1 }}
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'task-note-text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          {t('ui.dialog.cancel')}
        </Button>
        <Button
          onClick={() => onSave(text.trim())}
          disabled={isPending || !isChanged}
          variant="contained"
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="task-note-save"
        >
          {t('document-tasks.note.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
