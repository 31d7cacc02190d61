import HistoryIcon from '@mui/icons-material/History';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Says that the filters shown are the person's last ones on this screen, brought back because it
 * opened without any (use-list-address-state.ts); the list's Reset clears them and forgets them.
 */
export function RestoredFilterNotice({ isRestored }: { isRestored: boolean }) {
  const { t } = useTranslation();
  if (!isRestored) return null;
  return (
    <Chip
      icon={<HistoryIcon />}
      label={t('ui.filters.savedApplied')}
      title={t('ui.filters.savedAppliedHint')}
      size="small"
      variant="outlined"
      color="info"
      sx={{ alignSelf: 'flex-start' }}
      data-testid="restored-filter-notice"
    />
  );
}
