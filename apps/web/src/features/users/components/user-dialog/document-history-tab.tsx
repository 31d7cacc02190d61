import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DocumentHistory } from '../../../documents';
import { useUserDialog } from './user-dialog-context';

/**
 * A customer's business documents (spec 2 §2 user dialog: document history). A customer being
 * created has none yet.
 */
export function DocumentHistoryTab() {
  const { t } = useTranslation();
  const { user } = useUserDialog();
  if (!user) {
    return (
      <Typography color="text.secondary" data-testid="document-history-unsaved">
        {t('documents.history.unsaved')}
      </Typography>
    );
  }
  return <DocumentHistory customerId={user._id} />;
}
