import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Above a form brought back from its draft (`useFormDraft`), with the way back to the record as saved. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mx: 3, mb: 1 }}
      data-testid="draft-restored"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onDiscard}
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="draft-discard"
        >
          {t('ui.drafts.discard')}
        </Button>
      }
    >
      {t('ui.drafts.restored')}
    </Alert>
  );
}
