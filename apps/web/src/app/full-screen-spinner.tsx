import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while the session or the gate is being checked. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
      sx={{ minBlockSize: '100dvh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
