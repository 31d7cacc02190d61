import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { errorCodes, formatLocalPhone, type SessionUser, verifyOtpRequestSchema } from '@tg/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../app/api-client';
import { applyFieldErrors, describeError, translateFieldError } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { muiField } from '../../../app/form-fields';
import { useSendCode } from '../api/use-send-code';
import { useCountdown } from '../use-countdown';
import type { SentCode } from './phone-step';

type CodeForm = z.input<typeof verifyOtpRequestSchema>;
type CodeRequest = z.output<typeof verifyOtpRequestSchema>;

interface CodeStepProps {
  sent: SentCode;
  onResent(sent: SentCode): void;
  onChangePhone(): void;
  onSignedIn(user: SessionUser): void;
}

/** Step two of sign-in: the six-digit code, a resend countdown and a way back to the phone. */
export function CodeStep({ sent, onResent, onChangePhone, onSignedIn }: CodeStepProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const resend = useSendCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const secondsToResend = useCountdown(sent.resendAt);
  const form = useForm<CodeForm, unknown, CodeRequest>({
    resolver: zodResolver(verifyOtpRequestSchema),
    defaultValues: {
      phoneNumber: sent.phoneNumber,
      role: sent.role,
      sessionId: sent.sessionId,
      requestId: sent.requestId,
      code: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    setResent(false);
    try {
      onSignedIn(await auth.signIn(request));
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.invalidCode) {
        form.setError('code', { type: 'server', message: 'errors.AUTH_INVALID_CODE' }, { shouldFocus: true });
        return;
      }
      const leftover = applyFieldErrors(error, form.setError, ['code']);
      if (leftover.length || !(error instanceof ApiError) || !Object.keys(error.fields).length) {
        setFailure(describeError(t, error, 'auth.errors.failed'));
      }
    }
  });

  const askAgain = async () => {
    setFailure(null);
    setResent(false);
    try {
      const answer = await resend.mutateAsync({ phoneNumber: sent.phoneNumber, role: sent.role });
      form.setValue('sessionId', answer.sessionId);
      form.setValue('requestId', answer.requestId);
      form.resetField('code');
      setResent(true);
      onResent({
        ...sent,
        sessionId: answer.sessionId,
        requestId: answer.requestId,
        resendAt: Date.now() + answer.resendInSeconds * 1000,
      });
    } catch (error) {
      setFailure(describeError(t, error, 'auth.errors.sendFailed'));
    }
  };

  const generalError = failure ?? translateFieldError(t, errors.phoneNumber?.message ?? errors.role?.message);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography color="text.secondary">
        <Trans
          i18nKey="auth.signIn.codeSent"
          values={{ phone: formatLocalPhone(sent.phoneNumber) }}
          components={{ phone: <bdi dir="ltr" /> }}
        />
      </Typography>
      {generalError && (
        <Alert severity="error" data-testid="signin-error">
          {generalError}
        </Alert>
      )}
      {resent && <Alert severity="success">{t('auth.signIn.resent')}</Alert>}
      <TextField
        label={t('auth.signIn.codeLabel')}
        autoComplete="one-time-code"
        autoFocus
        required
        error={Boolean(errors.code)}
        helperText={translateFieldError(t, errors.code?.message) ?? t('auth.signIn.codeHelp')}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: 6,
            dir: 'ltr',
            'data-testid': 'signin-code',
            style: { letterSpacing: '0.4em', textAlign: 'center', fontSize: '1.25rem' },
          },
        }}
        {...muiField(form.register('code'))}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={form.formState.isSubmitting}
        data-testid="signin-verify"
      >
        {t('auth.signIn.verify')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onChangePhone} data-testid="signin-change-phone">
          {t('auth.signIn.changePhone')}
        </Button>
        <Button
          onClick={() => void askAgain()}
          disabled={secondsToResend > 0 || resend.isPending}
          aria-live="polite"
          data-testid="signin-resend"
        >
          {secondsToResend > 0
            ? t('auth.signIn.resendIn', { count: secondsToResend })
            : t('auth.signIn.resend')}
        </Button>
      </Stack>
    </Stack>
  );
}
