import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { errorCodes, type GateLoginRequest, gateLoginRequestSchema } from '@tg/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { LanguageSwitcher } from '../../../app/layouts/language-switcher';
import { usePassGate } from '../api/use-gate';

/** The local gate login: a fixed username and password before the app itself. */
export function GateLoginPage() {
  const { t } = useTranslation();
  const passGate = usePassGate();
  const form = useForm<GateLoginRequest>({
    resolver: zodResolver(gateLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => passGate.mutate(values));
  const failure = passGate.error
    ? passGate.error instanceof ApiError && passGate.error.code === errorCodes.gateInvalid
      ? t('errors.AUTH_GATE_INVALID')
      : describeError(t, passGate.error, 'auth.gate.error')
    : null;

  return (
    <Box sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, inlineSize: '100%', maxInlineSize: 420 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <LockOutlinedIcon color="primary" />
          <LanguageSwitcher />
        </Stack>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('auth.gate.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.gate.subtitle')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {failure && (
            <Alert severity="error" data-testid="gate-error">
              {failure}
            </Alert>
          )}
          <TextField
            label={t('auth.gate.username')}
            autoComplete="username"
            autoFocus
            required
            error={Boolean(errors.username)}
            helperText={translateFieldError(t, errors.username?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'gate-username' } }}
            {...muiField(form.register('username'))}
          />
          <TextField
            label={t('auth.gate.password')}
            type="password"
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            helperText={translateFieldError(t, errors.password?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'gate-password' } }}
            {...muiField(form.register('password'))}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={passGate.isPending}
            data-testid="gate-submit"
          >
            {t('auth.gate.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
