import { Alert, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { downloadBackup } from '../api/download-backup';
import { formatBytes } from './format-units';
import { MaintenanceCard } from './maintenance-card';

/** "Copy the database": downloads a gzip of every table, showing the bytes as they arrive. */
export function BackupCard() {
  const { t, i18n } = useTranslation();
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: () => {
      setReceived(0);
      return downloadBackup(setReceived);
    },
  });
  return (
    <MaintenanceCard
      testId="job-copyDB"
      title={t('maintenance.backup.title')}
      description={t('maintenance.backup.description')}
      confirmMessage={t('maintenance.backup.confirm')}
      runLabel={t('maintenance.backup.download')}
      isRunning={download.isPending}
      progressText={t('maintenance.backup.received', { size: formatBytes(received, i18n.language) })}
      onRun={() => download.mutate()}
    >
      {download.data ? (
        <Typography variant="body2" data-testid="report-copyDB">
          {t('maintenance.backup.done', {
            fileName: download.data.fileName,
            size: formatBytes(download.data.bytes, i18n.language),
          })}
        </Typography>
      ) : null}
      {download.isError ? (
        <Alert severity="error" data-testid="job-copyDB-error">
          {`${t('maintenance.backup.failed')} ${describeError(t, download.error)}`}
        </Alert>
      ) : null}
    </MaintenanceCard>
  );
}
