import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useRebuildCatalog } from '../api/use-maintenance-jobs';
import { formatCount } from './format-units';
import { MaintenanceCard } from './maintenance-card';

/** Builds the manufacturer catalogue from the registry and the products (the catalogue's own call). */
export function CatalogRebuildCard() {
  const { t, i18n } = useTranslation();
  const rebuild = useRebuildCatalog();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <MaintenanceCard
      testId="job-catalogRebuild"
      title={t('maintenance.catalog.title')}
      description={t('maintenance.catalog.description')}
      confirmMessage={t('maintenance.catalog.confirm')}
      isRunning={rebuild.isPending}
      onRun={() => rebuild.mutate()}
    >
      {rebuild.data ? (
        <Typography variant="body2" data-testid="report-catalogRebuild">
          {t('maintenance.catalog.report', {
            manufacturers: count(rebuild.data.manufacturers),
            manufacturersAdded: count(rebuild.data.manufacturersAdded),
            models: count(rebuild.data.models),
            modelsAdded: count(rebuild.data.modelsAdded),
          })}
        </Typography>
      ) : null}
      {rebuild.isError ? (
        <Alert severity="error" data-testid="job-catalogRebuild-error">
          {`${t('maintenance.failed')} ${describeError(t, rebuild.error)}`}
        </Alert>
      ) : null}
    </MaintenanceCard>
  );
}
