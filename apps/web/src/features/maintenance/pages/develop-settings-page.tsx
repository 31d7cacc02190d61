import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BackupCard } from '../components/backup-card';
import { CatalogRebuildCard } from '../components/catalog-rebuild-card';
import { MaintenanceJobCard } from '../components/maintenance-job-card';

/**
 * Settings → data maintenance (spec 3 §2.12), admin only: jobs that reshape data come first, the
 * one that removes entries after them, then the documents job that waits for its module, then the
 * backup. Each asks for confirmation and reports what it changed.
 */
export function DevelopSettingsPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxInlineSize: 960 }}>
      <Typography variant="h5" component="h1" sx={{ marginBlockEnd: 1 }}>
        {t('maintenance.developSettings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('maintenance.developSettings.intro')}
      </Typography>
      <Stack spacing={2}>
        <MaintenanceJobCard job="convertUserStructure" />
        <MaintenanceJobCard job="convertGovStructure" />
        <MaintenanceJobCard job="convertProductStructure" />
        <CatalogRebuildCard />
        <MaintenanceJobCard job="removeProductArraysUtil" />
        <MaintenanceJobCard job="convertDocStructure" />
        <BackupCard />
      </Stack>
    </Box>
  );
}
