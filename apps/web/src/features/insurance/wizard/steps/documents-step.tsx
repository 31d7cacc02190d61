import { Alert, Box, Stack, Typography } from '@mui/material';
import { documentSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { FileSlotCard } from './file-slot-card';

/** Step 4 (optional): the machine's insurance and licence documents (spec 1 §2). */
export function DocumentsStep() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('insurance-wizard.files.documentsIntro')}</Typography>
      <Alert severity="info" variant="outlined">
        {t('insurance-wizard.files.documentsTypes')}
      </Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {documentSlots.map((slot) => (
          <FileSlotCard key={slot} slot={slot} />
        ))}
      </Box>
    </Stack>
  );
}
