import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type Role, roles, type SessionUser } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from './code-step';
import { PhoneStep, type SentCode } from './phone-step';

const lastRoleKey = 'tg.signIn.role';
const defaultRole: Role = 'customer';

function rememberedRole(): Role {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(lastRoleKey) : null;
  return roles.find((role) => role === stored) ?? defaultRole;
}

export interface SignInDialogProps {
  open: boolean;
  onClose(): void;
  onSignedIn(user: SessionUser): void;
  /** Why the dialog opened by itself, shown above the form. */
  notice?: 'expired' | 'required' | null;
}

/** One-time-code sign-in (spec 1 §2), as a dialog over the public pages; full screen on phones. */
export function SignInDialog({ open, onClose, onSignedIn, notice }: SignInDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="signin-title"
      data-testid="signin-dialog"
    >
      <DialogTitle id="signin-title" sx={{ paddingInlineEnd: 6 }}>
        {t('auth.signIn.title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('auth.signIn.subtitle')}
        </Typography>
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('common.actions.close')}
        sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {notice === 'expired' && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="signin-expired">
            {t('auth.session.expired')}
          </Alert>
        )}
        {notice === 'required' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('auth.signIn.required')}
          </Alert>
        )}
        {/* Mounted only while open, so every opening starts at the phone step. */}
        <SignInFlow onSignedIn={onSignedIn} />
      </DialogContent>
    </Dialog>
  );
}

function SignInFlow({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const [phone, setPhone] = useState({ phoneNumber: '', role: rememberedRole() });
  const [sent, setSent] = useState<SentCode | null>(null);

  if (!sent) {
    return (
      <PhoneStep
        defaultValues={phone}
        onSent={(next) => {
          localStorage.setItem(lastRoleKey, next.role);
          setPhone({ phoneNumber: next.typedPhone, role: next.role });
          setSent(next);
        }}
      />
    );
  }
  return (
    <CodeStep sent={sent} onResent={setSent} onChangePhone={() => setSent(null)} onSignedIn={onSignedIn} />
  );
}
