import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MaintenanceReport } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatSeconds } from './format-units';

/** What a job examined, changed and had to leave, and a few of its changes as before → after. */
export function JobReportView({ report }: { report: MaintenanceReport }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'examined', value: formatCount(report.examined, i18n.language) },
    { key: 'changed', value: formatCount(report.changed, i18n.language) },
    { key: 'skipped', value: formatCount(report.skipped, i18n.language) },
    { key: 'duration', value: formatSeconds(Math.round(report.durationMs / 100) / 10, i18n.language) },
  ] as const;
  return (
    <Box data-testid={`report-${report.job}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, margin: 0 }}>
        {figures.map((figure) => (
          <Box key={figure.key} sx={{ display: 'flex', gap: 0.75 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`maintenance.report.${figure.key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ margin: 0, fontWeight: 600 }}
              data-testid={`report-${figure.key}`}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {report.samples.length === 0 ? (
        <Typography variant="body2">{t('maintenance.report.noChanges')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('maintenance.report.samplesTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('maintenance.report.record')}</TableCell>
                <TableCell>{t('maintenance.report.before')}</TableCell>
                <TableCell>{t('maintenance.report.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.samples.map((sample, index) => (
                // Samples have no key of their own; their order is the server's and never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <TableRow key={index} data-testid="report-sample">
                  <TableCell>{sample.record}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <bdi dir="ltr">{sample.before}</bdi>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <bdi dir="ltr">{sample.after}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
