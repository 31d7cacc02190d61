import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type Role, roles, sendOtpRequestSchema } from '@tg/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, describeError, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useSendCode } from '../api/use-send-code';

type PhoneForm = z.input<typeof sendOtpRequestSchema>;
type PhoneRequest = z.output<typeof sendOtpRequestSchema>;

/** A code on its way: what the code step needs to verify it and to ask for another. */
export interface SentCode {
  /** As typed, to refill the phone step on "change phone". */
  typedPhone: string;
  /** Normalised (+972…), as the server knows it. */
  phoneNumber: string;
  role: Role;
  sessionId: string;
  requestId: string;
  /** When "send a new code" becomes available (epoch milliseconds). */
  resendAt: number;
}

interface PhoneStepProps {
  defaultValues: PhoneForm;
  onSent(sent: SentCode): void;
  /** The role is not asked (the storefront's service call signs in customers only); defaultValues carry it. */
  hideRole?: boolean;
}

/** Step one of sign-in: phone number and role (unless fixed by the caller), then "send code". */
export function PhoneStep({ defaultValues, onSent, hideRole = false }: PhoneStepProps) {
  const { t } = useTranslation();
  const sendCode = useSendCode();
  const form = useForm<PhoneForm, unknown, PhoneRequest>({
    resolver: zodResolver(sendOtpRequestSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const failure = sendCode.error && !Object.keys(errors).length ? sendCode.error : null;

  const submit = form.handleSubmit(async (request) => {
    try {
      const answer = await sendCode.mutateAsync(request);
      onSent({
        typedPhone: form.getValues('phoneNumber'),
        phoneNumber: request.phoneNumber,
        role: request.role,
        sessionId: answer.sessionId,
        requestId: answer.requestId,
        resendAt: Date.now() + answer.resendInSeconds * 1000,
      });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['phoneNumber', 'role']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {failure && (
        <Alert severity="error" data-testid="signin-error">
          {describeError(t, failure, 'auth.errors.sendFailed')}
        </Alert>
      )}
      <TextField
        label={t('auth.signIn.phoneLabel')}
        type="tel"
        autoComplete="tel"
        autoFocus
        required
        placeholder={t('auth.signIn.phonePlaceholder')}
        error={Boolean(errors.phoneNumber)}
        helperText={
          translateFieldError(t, errors.phoneNumber?.message) ??
          // Without a role to choose (the storefront's service call) any phone may sign in: a new
          // one opens a customer account, so "the number registered with us" would mislead.
          t(hideRole ? 'auth.signIn.phoneHelpAnyone' : 'auth.signIn.phoneHelp')
        }
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', 'data-testid': 'signin-phone' } }}
        {...muiField(form.register('phoneNumber'))}
      />
      {hideRole ? null : (
        <TextField
          select
          label={t('auth.signIn.roleLabel')}
          required
          error={Boolean(errors.role)}
          helperText={translateFieldError(t, errors.role?.message) ?? t('auth.signIn.roleHelp')}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'signin-role' } }}
          {...muiField(form.register('role'))}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`common.roles.${role}`)}
            </option>
          ))}
        </TextField>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={form.formState.isSubmitting}
        data-testid="signin-send"
      >
        {t('auth.signIn.send')}
      </Button>
    </Stack>
  );
}
