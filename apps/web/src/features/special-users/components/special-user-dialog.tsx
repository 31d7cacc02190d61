import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  type TextFieldProps,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type CreatedSpecialUser,
  type CreateSpecialUser,
  createSpecialUserSchema,
  type SpecialUser,
  type UpdateSpecialUser,
  updateSpecialUserSchema,
} from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { applyFieldErrors, describeError, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useCreateSpecialUser, useUpdateSpecialUser } from '../api/use-special-users';
import { SpecialUserAccessFields, useRoleNames } from './special-user-access-fields';

export type SpecialUserDialogMode = 'create' | 'edit' | 'view';

export interface SpecialUserDialogProps {
  open: boolean;
  mode: SpecialUserDialogMode;
  /** The person shown or edited; required for edit and view. */
  user?: SpecialUser;
  onClose: () => void;
}

/**
 * Create (name, phone, code, roles, staff flag; then the code is shown once to be written down),
 * edit (a new code, roles and flag; name and phone read-only; the stored code is never shown) or
 * view (read-only, nothing to save). The form stays as typed when a save fails.
 */
export function SpecialUserDialog({ open, mode, user, onClose }: SpecialUserDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const title =
    mode === 'create'
      ? t('special-users.dialog.createTitle')
      : mode === 'edit'
        ? t('special-users.dialog.editTitle')
        : t('special-users.dialog.viewTitle');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={isPhone}
      data-testid="special-user-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {mode === 'create' ? <CreateForm onClose={onClose} /> : null}
      {mode === 'edit' && user ? <EditForm key={user._id} user={user} onClose={onClose} /> : null}
      {mode === 'view' && user ? <ViewContent key={user._id} user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

type CreateOutput = z.output<typeof createSpecialUserSchema>;
type UpdateOutput = z.output<typeof updateSpecialUserSchema>;

/** Field errors shown beside the fields replace the general error toast. */
function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fields).length > 0;
}

function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, hint?: string): { error: boolean; helperText: ReactNode } => ({
    error: Boolean(error),
    // A blank helper keeps the field's height when an error appears or goes.
    helperText: translateFieldError(t, error?.message) ?? hint ?? ' ',
  });
}

const ltrInput = { dir: 'ltr' as const, autoComplete: 'off', spellCheck: false };

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateSpecialUser();
  const errorText = useErrorText();
  // The answer to a successful create: its code is on screen until the dialog closes, never again.
  const [created, setCreated] = useState<CreatedSpecialUser>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateSpecialUser, unknown, CreateOutput>({
    resolver: zodResolver(createSpecialUserSchema),
    defaultValues: { name: '', phone: '', code: '', roles: [], allowStaffPhone: false },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
      notify.success(t('special-users.notices.created'));
    } catch (error) {
      const unplaced = applyFieldErrors(error, setError, [
        'name',
        'phone',
        'code',
        'roles',
        'allowStaffPhone',
      ]);
      if (!hasFieldErrors(error) || unplaced.length > 0) {
        notify.error(describeError(t, error, 'special-users.notices.createError'));
      }
    }
  });

  if (created) return <CreatedCode created={created} onClose={onClose} />;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={1} sx={{ paddingBlockStart: 1 }}>
          <TextField
            {...muiField(register('name'))}
            label={t('special-users.form.name')}
            required
            autoFocus
            fullWidth
            {...errorText(errors.name)}
            slotProps={{
              htmlInput: { 'data-testid': 'special-user-name', maxLength: 100, autoComplete: 'off' },
            }}
          />
          <TextField
            {...muiField(register('phone'))}
            label={t('special-users.form.phone')}
            required
            fullWidth
            placeholder={t('special-users.form.phonePlaceholder')}
            {...errorText(errors.phone, t('special-users.form.phoneHint'))}
            slotProps={{ htmlInput: { ...ltrInput, 'data-testid': 'special-user-phone', inputMode: 'tel' } }}
          />
          <CodeField register={register('code')} error={errors.code} />
          <SpecialUserAccessFields control={control} />
        </Stack>
      </DialogContent>
      <FormActions onClose={onClose} isSubmitting={isSubmitting} canSave={!isSubmitting} />
    </Box>
  );
}

function EditForm({ user, onClose }: { user: SpecialUser; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateSpecialUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateSpecialUser, unknown, UpdateOutput>({
    resolver: zodResolver(updateSpecialUserSchema),
    defaultValues: { _id: user._id, code: '', roles: user.roles, allowStaffPhone: user.allowStaffPhone },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success(t('special-users.notices.updated'));
      onClose();
    } catch (error) {
      const unplaced = applyFieldErrors(error, setError, ['code', 'roles', 'allowStaffPhone']);
      if (!hasFieldErrors(error) || unplaced.length > 0) {
        notify.error(describeError(t, error, 'special-users.notices.updateError'));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={1} sx={{ paddingBlockStart: 1 }}>
          {errors._id ? <Alert severity="error">{translateFieldError(t, errors._id.message)}</Alert> : null}
          <ReadOnlyField
            name="name"
            label={t('special-users.form.name')}
            value={user.name}
            helperText={t('special-users.form.readOnlyHint')}
            disabled
          />
          <ReadOnlyField
            name="phone"
            label={t('special-users.form.phone')}
            value={user.phone}
            helperText={t('special-users.form.readOnlyHint')}
            dir="ltr"
            disabled
          />
          <CodeField
            register={register('code')}
            error={errors.code}
            hint={t('special-users.form.codeKeepHint')}
            required={false}
            autoFocus
          />
          <SpecialUserAccessFields control={control} />
        </Stack>
      </DialogContent>
      <FormActions onClose={onClose} isSubmitting={isSubmitting} canSave={isDirty && !isSubmitting} />
    </Box>
  );
}

function ViewContent({ user, onClose }: { user: SpecialUser; onClose: () => void }) {
  const { t } = useTranslation();
  const roleNames = useRoleNames();
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
          <ReadOnlyField name="name" label={t('special-users.form.name')} value={user.name} />
          <ReadOnlyField name="phone" label={t('special-users.form.phone')} value={user.phone} dir="ltr" />
          <ReadOnlyField name="roles" label={t('special-users.form.roles')} value={roleNames(user.roles)} />
          <ReadOnlyField
            name="allow-staff"
            label={t('special-users.form.allowStaffPhone')}
            value={t(user.allowStaffPhone ? 'special-users.flag.yes' : 'special-users.flag.no')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="dialog-cancel">
          {t('special-users.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Shown once after a create: the code is kept hashed and no later screen can show it. */
function CreatedCode({ created, onClose }: { created: CreatedSpecialUser; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Alert severity="warning" data-testid="special-user-created">
          <AlertTitle>{t('special-users.created.title')}</AlertTitle>
          {t('special-users.created.message', { name: created.name })}
        </Alert>
        <Stack spacing={2} sx={{ paddingBlockStart: 2 }}>
          <ReadOnlyField name="phone" label={t('special-users.form.phone')} value={created.phone} dir="ltr" />
          <ReadOnlyField
            name="created-code"
            label={t('special-users.created.code')}
            value={created.code}
            dir="ltr"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="special-user-created-done">
          {t('special-users.created.done')}
        </Button>
      </DialogActions>
    </>
  );
}

function CodeField({
  register,
  error,
  hint,
  required = true,
  autoFocus,
}: {
  register: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <TextField
      {...muiField(register)}
      label={t('special-users.form.code')}
      required={required}
      fullWidth
      autoFocus={autoFocus}
      {...errorText(error, hint ?? t('special-users.form.codeHint'))}
      slotProps={{ htmlInput: { ...ltrInput, 'data-testid': 'special-user-code', inputMode: 'numeric' } }}
    />
  );
}

function ReadOnlyField({
  name,
  label,
  value,
  helperText,
  dir,
  disabled = false,
}: {
  name: string;
  label: string;
  value: string;
  helperText?: string;
  dir?: 'ltr';
  /** Edit mode greys out what cannot change; view mode keeps values readable and selectable. */
  disabled?: boolean;
}) {
  const props: TextFieldProps = {
    name,
    label,
    value,
    helperText,
    fullWidth: true,
    disabled,
    variant: 'filled',
    slotProps: {
      input: { readOnly: true },
      htmlInput: { dir, 'data-testid': `special-user-${name}`, 'aria-readonly': true },
    },
  };
  return <TextField {...props} />;
}

function FormActions({
  onClose,
  isSubmitting,
  canSave,
}: {
  onClose: () => void;
  isSubmitting: boolean;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={isSubmitting} data-testid="dialog-cancel">
        {t('special-users.dialog.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="dialog-save"
      >
        {t('special-users.dialog.save')}
      </Button>
    </DialogActions>
  );
}
