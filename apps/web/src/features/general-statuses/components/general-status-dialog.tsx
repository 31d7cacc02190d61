import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  type GeneralStatus,
  generalStatusNameProblem,
  generalStatusNameSchema,
  validationMessages as m,
  normalizeGeneralStatusName,
} from '@tg/domain';
import { useId, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { saveFailureMessage, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { useCreateGeneralStatus, useUpdateGeneralStatus } from '../api/use-general-statuses';

interface StatusFormValues {
  value: string;
  /** The place as typed; a number once valid. */
  index: number;
}

/** The server's field names in both calls → the form's two fields. */
const formFieldOf: Record<string, keyof StatusFormValues> = {
  status: 'value',
  updatedStatusName: 'value',
  updatedIndex: 'index',
};

export interface GeneralStatusDialogProps {
  open: boolean;
  /** The status being edited; absent to add one. */
  status?: GeneralStatus;
  /** The list as shown, for the name check and the range of places. */
  statuses: readonly GeneralStatus[];
  onClose: () => void;
}

/** Add a status (it goes last), or edit one's name and place (spec 2 §2, §4). */
export function GeneralStatusDialog(props: GeneralStatusDialogProps) {
  const openings = useOpeningCount(props.open);
  return <StatusForm key={`${openings}:${props.status?._id ?? ''}`} {...props} />;
}

function formSchema(statuses: readonly GeneralStatus[], status: GeneralStatus | undefined) {
  const position = z
    .number({ error: m.statusIndexRange })
    .int({ error: m.statusIndexRange })
    .min(1, { error: m.statusIndexRange })
    .max(Math.max(statuses.length, 1), { error: m.statusIndexRange });
  return z
    .object({ value: generalStatusNameSchema, index: status ? position : z.any() })
    .superRefine((values, ctx) => {
      if (status?.isSystem) return;
      const problem = generalStatusNameProblem(values.value, statuses, status?._id);
      if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    });
}

function StatusForm({ open, status, statuses, onClose }: GeneralStatusDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const create = useCreateGeneralStatus();
  const update = useUpdateGeneralStatus();
  const original = { value: status?.value ?? '', index: status?.index ?? statuses.length + 1 };
  const schema = useMemo(() => formSchema(statuses, status), [statuses, status]);
  const form = useForm<StatusFormValues>({
    defaultValues: original,
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<StatusFormValues>,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const typedName = form.watch('value');
  const typedIndex = form.watch('index');
  // Spec 2 §4: an edit saves only when the name or the place changed.
  const isUnchanged =
    Boolean(status) &&
    normalizeGeneralStatusName(typedName ?? '') === original.value &&
    typedIndex === original.index;

  const save = form.handleSubmit(async (typed) => {
    const name = normalizeGeneralStatusName(typed.value);
    try {
      if (status) {
        await update.mutateAsync({
          id: status._id,
          currentStatus: status.value,
          previousIndex: status.index,
          updatedIndex: typed.index,
          updatedStatusName: name,
        });
        notify.success(t('general-statuses.notices.updated'));
      } else {
        await create.mutateAsync({ status: name });
        notify.success(t('general-statuses.notices.created', { name }));
      }
      onClose();
    } catch (error) {
      const leftover: string[] = [];
      let placed = 0;
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = formFieldOf[path];
          if (field) {
            form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
            placed += 1;
          } else leftover.push(message);
        }
      }
      if (placed > 0) return;
      notify.error(
        saveFailureMessage(
          t,
          error,
          status ? 'general-statuses.notices.updateError' : 'general-statuses.notices.createError',
          leftover,
        ),
      );
      // Changed or deleted by someone else meanwhile: the list is refreshed, start again from it.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onClose();
    }
  });

  const nameError = translateFieldError(t, errors.value?.message);
  const indexError = translateFieldError(t, errors.index?.message);
  const isNameLocked = Boolean(status?.isSystem);

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="general-status-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: save } as object }}
    >
      <DialogTitle id={titleId}>
        {t(status ? 'general-statuses.editTitle' : 'general-statuses.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ paddingBlockStart: 1 }}>
          <TextField
            {...muiField(form.register('value'))}
            label={t('general-statuses.fields.value')}
            required
            fullWidth
            size="small"
            autoFocus={!isNameLocked}
            error={Boolean(nameError)}
            helperText={nameError ?? (isNameLocked ? t('general-statuses.systemHint') : ' ')}
            slotProps={{
              // Read-only rather than disabled: the name is still sent, and still read out.
              htmlInput: {
                autoComplete: 'off',
                maxLength: 60,
                readOnly: isNameLocked,
                'aria-readonly': isNameLocked || undefined,
                'data-testid': 'general-status-field-value',
              },
            }}
          />
          {status ? (
            <TextField
              {...muiField(form.register('index', { valueAsNumber: true }))}
              label={t('general-statuses.fields.index')}
              type="number"
              required
              fullWidth
              size="small"
              autoFocus={isNameLocked}
              error={Boolean(indexError)}
              helperText={indexError ?? t('general-statuses.indexHelp', { count: statuses.length })}
              slotProps={{
                htmlInput: {
                  min: 1,
                  max: statuses.length,
                  step: 1,
                  inputMode: 'numeric',
                  dir: 'ltr',
                  'data-testid': 'general-status-field-index',
                },
              }}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting} data-testid="general-status-cancel">
          {t('general-statuses.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || isUnchanged}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="general-status-save"
        >
          {t(status ? 'general-statuses.save' : 'general-statuses.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
