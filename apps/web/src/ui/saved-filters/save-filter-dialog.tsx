import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { savedFilterNameMaxLength } from '@tg/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { describeError, translateFieldError } from '../../app/api-errors';

interface SaveFilterDialogProps {
  open: boolean;
  canShare: boolean;
  isSaving: boolean;
  onSave: (input: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Names the filter on screen and, for those with a team, shares it. A failed save keeps what was
 * typed and says why next to the name (a taken name) or above the buttons.
 */
export function SaveFilterDialog({ open, canShare, isSaving, onSave, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const shareHintId = useId();

  const close = () => {
    if (isSaving) return;
    setNameError(undefined);
    setFormError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('validation.required'));
      return;
    }
    setNameError(undefined);
    setFormError(undefined);
    try {
      await onSave({ name: name.trim(), shared: canShare && shared });
      setName('');
      setShared(false);
    } catch (error) {
      const fieldKey = error instanceof ApiError ? error.fields.name : undefined;
      if (fieldKey) setNameError(translateFieldError(t, fieldKey));
      else setFormError(describeError(t, error));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="save-filter-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="save-filter-title">{t('saved-filters.saveTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('saved-filters.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError ?? t('saved-filters.nameHint')}
            slotProps={{
              htmlInput: { maxLength: savedFilterNameMaxLength, 'data-testid': 'saved-filter-name' },
            }}
          />
          {canShare && (
            <>
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={shared}
                    onChange={(event) => setShared(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': shareHintId } }}
                  />
                }
                label={t('saved-filters.share')}
              />
              <Typography id={shareHintId} variant="body2" color="text.secondary">
                {t('saved-filters.shareHint')}
              </Typography>
            </>
          )}
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSaving}>
            {t('ui.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSaving}
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="saved-filter-save"
          >
            {t('saved-filters.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
