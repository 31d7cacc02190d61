import { Alert } from '@mui/material';
import type { MaintenanceJob } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useRunMaintenanceJob } from '../api/use-maintenance-jobs';
import { JobReportView } from './job-report-view';
import { MaintenanceCard } from './maintenance-card';

/** Jobs that take data out rather than reshape it: red button, focus on cancel. */
const removingJobs: readonly MaintenanceJob[] = ['removeProductArraysUtil'];

export function MaintenanceJobCard({ job }: { job: MaintenanceJob }) {
  const { t } = useTranslation();
  const run = useRunMaintenanceJob(job);
  const texts = `maintenance.jobs.${job}`;
  return (
    <MaintenanceCard
      testId={`job-${job}`}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      confirmMessage={t(`${texts}.confirm`)}
      destructive={removingJobs.includes(job)}
      isRunning={run.isPending}
      onRun={() => run.mutate()}
    >
      {run.data ? <JobReportView report={run.data} /> : null}
      {run.isError ? (
        <Alert severity="error" data-testid={`job-${job}-error`}>
          {`${t('maintenance.failed')} ${describeError(t, run.error)}`}
        </Alert>
      ) : null}
    </MaintenanceCard>
  );
}
