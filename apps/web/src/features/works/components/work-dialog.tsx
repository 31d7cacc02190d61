import { zodResolver } from '@hookform/resolvers/zod';
import { Box, InputAdornment, TextField } from '@mui/material';
import { type ParsedWorkInput, type Work, type WorkInput, workInputSchema } from '@tg/domain';
import { useEffect, useMemo, useState } from 'react';
import { type Control, type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { saveFailureMessage, translateFieldError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { DialogTabs, useDialogTabs } from '../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../ui/discard-changes-dialog';
import { EditDialogFooter } from '../../../ui/edit-dialog-footer';
import { hasUnsavedRequest } from '../../../ui/edit-tracking';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { useCreateWork, useNextWorkNumber, useUpdateWork } from '../api/use-works';

export type WorkDialogMode = 'create' | 'edit' | 'view';

export interface WorkDialogProps {
  open: boolean;
  mode: WorkDialogMode;
  /** The work shown or edited; required for edit and view. */
  work?: Work;
  onClose: () => void;
}

/** The work form as typed: the price stays text until the domain schema reads it. */
interface WorkFormValues {
  name: string;
  price: string;
}

const tabs = ['general'] as const;
type WorkDialogTab = (typeof tabs)[number];
const fieldOrder = ['name', 'price'] as const;

const toInput = (values: WorkFormValues): WorkInput => ({
  name: values.name.trim(),
  price: values.price.trim(),
});

/** The resolver validates what would be sent, with the schema the server uses. */
const resolver: Resolver<WorkFormValues, unknown, ParsedWorkInput> = (() => {
  const resolve = zodResolver(workInputSchema) as unknown as Resolver<
    WorkFormValues,
    unknown,
    ParsedWorkInput
  >;
  return (values, context, options) =>
    resolve(toInput(values) as unknown as WorkFormValues, context, options);
})();

/**
 * A work (spec 2 §2 "Works list and dialog"): create, edit or view, with one tab of general
 * details. The catalogue number is the server's: shown read-only, on create the number the next
 * work will get. A fresh form every opening.
 */
export function WorkDialog(props: WorkDialogProps) {
  const openings = useOpeningCount(props.open);
  return <WorkForm key={`${openings}:${props.mode}:${props.work?._id ?? ''}`} {...props} />;
}

function WorkForm({ open, mode, work, onClose }: WorkDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogTabs = useDialogTabs<WorkDialogTab>('general');
  const isView = mode === 'view' || (mode === 'edit' && !work);
  const effectiveMode: WorkDialogMode = isView ? 'view' : mode;
  const original = useMemo<WorkFormValues>(
    () => ({ name: work?.name ?? '', price: work ? String(work.price) : '' }),
    [work],
  );
  const form = useForm<WorkFormValues, unknown, ParsedWorkInput>({
    defaultValues: original,
    resolver,
    mode: 'onTouched',
  });
  const isCreate = effectiveMode === 'create';
  const next = useNextWorkNumber(open && isCreate);
  const create = useCreateWork();
  const update = useUpdateWork();
  const isSaving = form.formState.isSubmitting;
  const catalogNumber = isCreate ? (next.data?.newWorkId ?? '') : (work?.catalogNumber ?? '');
  // The number a save found taken: once another is offered, the message says so.
  const [takenNumber, setTakenNumber] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (next.isError) notify.error(t('works.notices.nextNumberError'));
  }, [next.isError, notify, t]);

  const discard = useDiscardChanges(onClose);
  const requestClose = () => {
    if (isSaving) return;
    discard.closeOrAsk(!isView && hasUnsavedRequest(toInput(form.getValues()), toInput(original)));
  };

  const saveValid = async (input: ParsedWorkInput) => {
    const failureKey = isCreate ? 'works.notices.createError' : 'works.notices.updateError';
    try {
      if (isCreate) {
        // Without a number yet (still asking), the server gives the next one.
        await create.mutateAsync({ ...input, catalogNumber: catalogNumber || undefined });
        notify.success(t('works.notices.created'));
      } else {
        await update.mutateAsync({ ...input, _id: work?._id ?? '', catalogNumber: work?.catalogNumber });
        notify.success(t('works.notices.updated'));
      }
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      // The number was taken meanwhile: said beside it, and the next number is asked for again.
      if (fields.catalogNumber) {
        form.setError('root.catalogNumber', { type: 'server', message: fields.catalogNumber });
        setTakenNumber(catalogNumber);
        if (isCreate) void next.refetch();
      }
      const leftover: string[] = [];
      for (const [path, message] of Object.entries(fields)) {
        if (path === 'name' || path === 'price') form.setError(path, { type: 'server', message });
        else leftover.push(message);
      }
      const first = fieldOrder.find((field) => fields[field]);
      if (first) form.setFocus(first);
      notify.error(saveFailureMessage(t, error, failureKey, leftover));
    }
  };

  const submit = () =>
    void form.handleSubmit(saveValid, (errors) => {
      const first = fieldOrder.find((field) => errors[field]);
      if (first) form.setFocus(first);
    })();

  const numberError = translateFieldError(t, form.formState.errors.root?.catalogNumber?.message);
  const isOtherNumberOffered = Boolean(
    numberError && takenNumber && catalogNumber && catalogNumber !== takenNumber,
  );
  const numberHelp = numberError
    ? isOtherNumberOffered
      ? `${numberError}. ${t('works.dialog.newNumberOffered')}`
      : numberError
    : isCreate && next.isFetching
      ? t('works.dialog.fetchingNumber')
      : t('works.dialog.numberHint');

  return (
    <RecordFormDialog
      open={open}
      onClose={requestClose}
      onSubmit={submit}
      title={t(`works.dialog.${effectiveMode}Title`)}
      subtitle={
        work ? (
          <>
            <bdi dir="ltr">{work.catalogNumber}</bdi> · {work.name}
          </>
        ) : undefined
      }
      testId="work-dialog"
    >
      <DialogTabs
        state={dialogTabs}
        tabs={tabs}
        label={(entry) => t(`works.tabs.${entry}`)}
        ariaLabel={t('works.dialog.tabsLabel')}
        testIdPrefix="work"
        render={() => (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
              rowGap: 1.5,
            }}
          >
            <TextField
              label={t('works.fields.catalogNumber')}
              value={catalogNumber}
              fullWidth
              size="small"
              variant="filled"
              error={Boolean(numberError)}
              helperText={numberHelp}
              slotProps={{
                input: { readOnly: true },
                htmlInput: { dir: 'ltr', 'aria-readonly': true, 'data-testid': 'work-field-catalogNumber' },
              }}
            />
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            <WorkTextField control={form.control} name="name" isReadOnly={isView} />
            <WorkTextField control={form.control} name="price" isReadOnly={isView} />
          </Box>
        )}
      />
      <WorkDialogFooter
        control={form.control}
        mode={effectiveMode}
        original={original}
        isSaving={isSaving}
        onExit={requestClose}
      />
      <DiscardChangesDialog discard={discard} textsKey="works.dialog" />
    </RecordFormDialog>
  );
}

interface WorkTextFieldProps {
  control: Control<WorkFormValues, unknown, ParsedWorkInput>;
  name: 'name' | 'price';
  isReadOnly: boolean;
}

/** Name or price (in shekels, left-to-right), required, with its translated error under it. */
function WorkTextField({ control, name, isReadOnly }: WorkTextFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldError(t, fieldState.error?.message);
  const isPrice = name === 'price';
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t(`works.fields.${name}`)}
      required={!isReadOnly}
      autoFocus={!isReadOnly && name === 'name'}
      fullWidth
      size="small"
      error={Boolean(error)}
      // A blank helper keeps the field's height when an error appears or goes.
      helperText={error ?? ' '}
      variant={isReadOnly ? 'filled' : 'outlined'}
      slotProps={{
        input: {
          readOnly: isReadOnly,
          ...(isPrice ? { startAdornment: <InputAdornment position="start">₪</InputAdornment> } : {}),
        },
        htmlInput: {
          autoComplete: 'off',
          maxLength: isPrice ? 12 : 200,
          ...(isPrice ? { dir: 'ltr', inputMode: 'decimal' as const } : {}),
          'aria-readonly': isReadOnly || undefined,
          'data-testid': `work-field-${name}`,
        },
      }}
    />
  );
}

interface WorkDialogFooterProps {
  control: Control<WorkFormValues, unknown, ParsedWorkInput>;
  mode: WorkDialogMode;
  original: WorkFormValues;
  isSaving: boolean;
  onExit: () => void;
}

/** Exit, and create or update; update stays disabled until the work differs from what was loaded. */
function WorkDialogFooter({ control, mode, original, isSaving, onExit }: WorkDialogFooterProps) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as WorkFormValues;
  return (
    <EditDialogFooter
      mode={mode}
      isChanged={hasUnsavedRequest(toInput(values), toInput(original))}
      isSaving={isSaving}
      pendingUploads={0}
      uploadsLabel=""
      exitLabel={t('works.dialog.exit')}
      saveLabel={mode === 'create' ? t('works.dialog.create') : t('works.dialog.update')}
      onExit={onExit}
    />
  );
}
