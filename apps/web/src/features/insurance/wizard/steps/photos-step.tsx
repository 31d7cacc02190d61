import { Alert, Box, Stack, Typography } from '@mui/material';
import { photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useWizardContext } from '../wizard-context';
import { FileSlotCard } from './file-slot-card';

/**
 * Step 5 (optional): photos from the front, back, right and left. An insurance case is urged to
 * show every damaged side (spec 1 §2).
 */
export function PhotosStep() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('insurance-wizard.files.photosIntro')}</Typography>
      {wizard.values.isInsuranceCase ? (
        <Alert severity="warning" data-testid="wizard-photos-warning">
          {t('insurance-wizard.files.damageWarning')}
        </Alert>
      ) : (
        <Alert severity="info" data-testid="wizard-photos-optional">
          {t('insurance-wizard.files.photosOptional')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {photoSlots.map((slot) => (
          <FileSlotCard key={slot} slot={slot} />
        ))}
      </Box>
    </Stack>
  );
}
