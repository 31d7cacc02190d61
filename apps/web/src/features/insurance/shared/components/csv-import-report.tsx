import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CsvRowResult, PolicyImportResult } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../../app/i18n';

/**
 * A row's outcome in words (spec 1 §8): the new policy number, or the reason it was refused, the
 * missing (or refused) columns named by their headers.
 */
export function describeCsvRow(t: TFunction, row: CsvRowResult): string {
  if (row.ok) return t('insurance.csv.imported', { number: row.policyNumber ?? '' });
  const key = `insurance.csv.messages.${row.message}`;
  if (!i18next.exists(key)) return t('insurance.csv.messages.unknown', { code: row.message });
  const columns = (row.columns ?? row.missing ?? [])
    .map((column) =>
      i18next.exists(`insurance.csv.columns.${column}`) ? t(`insurance.csv.columns.${column}`) : column,
    )
    .join(', ');
  return t(key, { columns, vehicle: row.tractorNumber || t('insurance.csv.noVehicle') });
}

/** The import's counts and one line per row of the file. */
export function CsvImportReport({ result }: { result: PolicyImportResult }) {
  const { t } = useTranslation();
  const severity = result.failed === 0 ? 'success' : result.imported === 0 ? 'error' : 'warning';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="csv-import-report">
      <Alert severity={severity} data-testid="csv-import-summary">
        {t('insurance.csv.summary', { imported: result.imported, failed: result.failed })}
      </Alert>
      {result.rows.length === 0 ? (
        <Typography color="text.secondary">{t('insurance.csv.noRows')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: { xs: 'none', sm: 360 } }}>
          <Table size="small" stickyHeader aria-label={t('insurance.csv.rowsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>{t('insurance.csv.line')}</TableCell>
                <TableCell sx={{ width: { xs: 96, sm: 130 } }}>{t('insurance.csv.vehicle')}</TableCell>
                <TableCell>{t('insurance.csv.outcome')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row) => (
                <TableRow key={row.line} data-testid={`csv-row-${row.line}`}>
                  <TableCell>
                    <bdi dir="ltr">{row.line}</bdi>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <bdi dir="ltr">{row.tractorNumber}</bdi>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
                      {row.ok ? (
                        <CheckCircleIcon
                          fontSize="small"
                          color="success"
                          titleAccess={t('insurance.csv.ok')}
                        />
                      ) : (
                        <ErrorIcon fontSize="small" color="error" titleAccess={t('insurance.csv.failed')} />
                      )}
                      <span>{describeCsvRow(t, row)}</span>
                    </Box>
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
