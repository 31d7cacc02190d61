import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { sessionTiming } from '@tg/domain';
import { useTranslation } from 'react-i18next';

interface InactivityDialogProps {
  secondsLeft: number | null;
  onContinue(): void;
  onSignOut(): void;
}

/** After 15 idle minutes: a 15-second countdown to sign-out, with a way to stay. */
export function InactivityDialog({ secondsLeft, onContinue, onSignOut }: InactivityDialogProps) {
  const { t } = useTranslation();
  const seconds = secondsLeft ?? 0;
  const minutes = Math.round(sessionTiming.inactivityTimeoutSeconds / 60);
  return (
    <Dialog
      open={secondsLeft !== null}
      onClose={onContinue}
      aria-labelledby="inactivity-title"
      aria-describedby="inactivity-body"
      data-testid="inactivity-dialog"
    >
      <DialogTitle id="inactivity-title">{t('auth.session.inactivityTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="inactivity-body" aria-live="polite">
          {t('auth.session.inactivityBody', { minutes })} {t('auth.session.signingOutIn', { count: seconds })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={(seconds / sessionTiming.inactivityCountdownSeconds) * 100}
          sx={{ mt: 2 }}
          aria-hidden
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut} color="inherit">
          {t('auth.session.signOutNow')}
        </Button>
        <Button onClick={onContinue} variant="contained" autoFocus data-testid="inactivity-continue">
          {t('auth.session.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
