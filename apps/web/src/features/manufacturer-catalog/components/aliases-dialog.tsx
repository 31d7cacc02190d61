import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ManufacturerEntry } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError, translateFieldError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { useSaveAliases } from '../api/use-manufacturer-catalog';
import { sameAliases, withAlias } from './alias-editing';

export interface AliasesDialogProps {
  open: boolean;
  /** The manufacturers whose aliases are edited (the page on screen). */
  manufacturers: readonly ManufacturerEntry[];
  onClose: () => void;
}

/**
 * The aliases settings (spec 3 §2.10): per manufacturer, its aliases as chips; Enter adds the typed
 * alias, a trimmed empty one is ignored. Save sends only the manufacturers that changed.
 */
export function AliasesDialog({ open, manufacturers, onClose }: AliasesDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      data-testid="aliases-dialog"
    >
      <DialogTitle id={titleId}>{t('manufacturer-catalog.aliases.title')}</DialogTitle>
      {open ? <AliasesForm manufacturers={manufacturers} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AliasesForm({ manufacturers, onClose }: Omit<AliasesDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveAliases();
  const [drafts, setDrafts] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(manufacturers.map((row) => [row.name, [...row.aliases]])),
  );
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const setAliases = (name: string, aliases: string[]) => {
    setDrafts((current) => ({ ...current, [name]: aliases }));
    setFieldErrors((current) => ({ ...current, [`aliases.${name}`]: '' }));
  };
  const add = (row: ManufacturerEntry) => {
    setAliases(row.name, withAlias(drafts[row.name] ?? [], typed[row.name] ?? '', row.name));
    setTyped((current) => ({ ...current, [row.name]: '' }));
  };

  // What is typed but not yet added with Enter counts too: saving never drops it.
  const finalAliases = (row: ManufacturerEntry) =>
    withAlias(drafts[row.name] ?? [], typed[row.name] ?? '', row.name);
  const changed = Object.fromEntries(
    manufacturers
      .map((row) => [row.name, finalAliases(row)] as const)
      .filter(([name, aliases]) => {
        const original = manufacturers.find((row) => row.name === name)?.aliases ?? [];
        return !sameAliases(original, aliases);
      }),
  );
  const hasChanges = Object.keys(changed).length > 0;

  const submit = async () => {
    try {
      await save.mutateAsync(changed);
      notify.success(t('manufacturer-catalog.aliases.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      else notify.error(describeError(t, error, 'manufacturer-catalog.aliases.saveError'));
    }
  };

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>
          {t('manufacturer-catalog.aliases.hint')}
        </DialogContentText>
        {manufacturers.length === 0 ? (
          <Typography color="text.secondary">{t('manufacturer-catalog.empty')}</Typography>
        ) : null}
        <Stack spacing={2.5}>
          {manufacturers.map((row) => {
            const error = fieldErrors[`aliases.${row.name}`];
            return (
              <Box key={row._id} data-testid={`aliases-row-${row.name}`}>
                <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 0.5 }}>
                  {row.name}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, marginBlockEnd: 1 }}>
                  {(drafts[row.name] ?? []).map((alias) => (
                    <Chip
                      key={alias}
                      label={alias}
                      size="small"
                      onDelete={() =>
                        setAliases(
                          row.name,
                          (drafts[row.name] ?? []).filter((other) => other !== alias),
                        )
                      }
                    />
                  ))}
                </Box>
                <TextField
                  size="small"
                  fullWidth
                  label={t('manufacturer-catalog.aliases.newAlias', { name: row.name })}
                  value={typed[row.name] ?? ''}
                  onChange={(event) =>
                    setTyped((current) => ({ ...current, [row.name]: event.target.value }))
                  }
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    add(row);
                  }}
                  error={Boolean(error)}
                  helperText={
                    translateFieldError(t, error || undefined) ?? t('manufacturer-catalog.aliases.enterHint')
                  }
                  slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `alias-input-${row.name}` } }}
                />
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('manufacturer-catalog.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!hasChanges || save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}
          data-testid="aliases-save"
        >
          {t('manufacturer-catalog.actions.save')}
        </Button>
      </DialogActions>
    </>
  );
}
