import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { extensionOf, type ImportJob, type RegistryCategory } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useImportJob, useStartImport } from '../api/use-registry';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's category: the file is imported into it. */
  category: RegistryCategory;
  /** The job being followed (kept by the page, so it is still followed once this dialog closes). */
  jobId?: string;
  onJobStarted: (job: ImportJob) => void;
}

interface UploadState {
  file: File;
  /** 0–100, or null while the browser cannot tell the size. */
  percent: number | null;
}

const counterNames = ['processedLines', 'added', 'updated', 'unchanged', 'rejected'] as const;

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The server words its reasons in English for the log; the known ones are shown translated, any
 * other as written.
 */
export function describeRejection(t: TFunction, reason: string): string {
  const fieldCount = /^expected (\d+) fields, found (\d+)$/.exec(reason);
  if (fieldCount) {
    return t('registry.import.reasons.fieldCount', { expected: fieldCount[1], found: fieldCount[2] });
  }
  if (reason === 'no plate and no chassis number') return t('registry.import.reasons.noNumbers');
  if (reason === 'plate or chassis number too long') return t('registry.import.reasons.numbersTooLong');
  return reason;
}

/**
 * Imports a government CSV file into the page's category: choose the file, upload it with a real
 * progress bar, follow the job (lines processed, added, updated, unchanged, rejected) while the
 * server reads it, then the report with the rejected lines. Closing while the job runs does not
 * stop it; the list refreshes when it ends.
 */
export function ImportDialog({ open, onClose, category, jobId, onJobStarted }: ImportDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const start = useStartImport();
  const resetStart = start.reset;
  const job = useImportJob(jobId).data;

  // Each opening without a job starts from the file choice.
  useEffect(() => {
    if (open && !jobId) {
      setFile(null);
      setFileError(null);
      resetStart();
    }
  }, [open, jobId, resetStart]);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    start.reset();
    if (extensionOf(chosen.name) !== 'csv') {
      setFile(null);
      setFileError(t('registry.import.notCsv', { name: chosen.name }));
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const begin = () => {
    if (!file || upload) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ file, percent: 0 });
    start.mutate(
      {
        category,
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setUpload({ file, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null }),
      },
      {
        onSuccess: (started) => onJobStarted(started),
        onSettled: () => {
          abort.current = null;
          setUpload(null);
        },
      },
    );
  };

  const cancelUpload = () => abort.current?.abort();

  const phase: 'choose' | 'uploading' | 'running' | 'done' | 'failed' = upload
    ? 'uploading'
    : jobId && job
      ? job.status === 'running'
        ? 'running'
        : job.status
      : 'choose';
  const uploadFailed =
    phase === 'choose' && start.isError && (start.error as Error | null)?.name !== 'AbortError';

  return (
    <Dialog
      open={open}
      // A stray tap outside must not close it by accident; Esc and the buttons do.
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || phase === 'uploading') return;
        onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      data-testid="import-dialog"
    >
      <DialogTitle id={titleId}>
        {t('registry.import.title', { category: t(`registry.categories.${category}`) })}
      </DialogTitle>
      <DialogContent dividers>
        {phase === 'choose' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>{t('registry.import.intro')}</DialogContentText>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <input
                ref={input}
                type="file"
                hidden
                accept=".csv,text/csv"
                data-testid="import-file-input"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // Cleared so choosing the same file again fires a change.
                  event.target.value = '';
                  choose(chosen);
                }}
              />
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
                data-testid="import-choose"
              >
                {file ? t('registry.import.chooseOther') : t('registry.import.choose')}
              </Button>
              {file ? (
                <Typography variant="body2" data-testid="import-file-name">
                  <bdi>{file.name}</bdi> (<bdi dir="ltr">{formatSize(file.size)}</bdi>)
                </Typography>
              ) : null}
            </Box>
            {fileError ? (
              <Alert severity="error" data-testid="import-file-error">
                {fileError}
              </Alert>
            ) : null}
            {uploadFailed ? (
              <Alert severity="error" data-testid="import-upload-error">
                {t('registry.import.uploadFailed', { name: file?.name ?? '' })}{' '}
                {describeError(t, start.error, 'registry.import.tryAgain')}
              </Alert>
            ) : null}
          </Box>
        ) : null}

        {phase === 'uploading' && upload ? (
          <Box data-testid="import-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography>{t('registry.import.uploading', { name: upload.file.name })}</Typography>
            <LinearProgress
              variant={upload.percent === null ? 'indeterminate' : 'determinate'}
              value={upload.percent ?? undefined}
              aria-label={t('registry.import.uploadProgress')}
              data-testid="import-upload-bar"
            />
            {upload.percent !== null ? (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                <bdi dir="ltr">{upload.percent}%</bdi>
              </Typography>
            ) : null}
          </Box>
        ) : null}

        {phase === 'running' && job ? (
          <Box data-testid="import-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography>{t('registry.import.running', { name: job.fileName })}</Typography>
            <LinearProgress aria-label={t('registry.import.jobProgress')} />
            <ImportCounters job={job} />
            <Typography variant="body2" color="text.secondary">
              {t('registry.import.canClose')}
            </Typography>
          </Box>
        ) : null}

        {(phase === 'done' || phase === 'failed') && job ? (
          <Box data-testid="import-report" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {phase === 'done' ? (
              <Alert severity={job.rejected > 0 ? 'warning' : 'success'} data-testid="import-done">
                {t('registry.import.done', { name: job.fileName })}
              </Alert>
            ) : (
              <Alert severity="error" data-testid="import-failed">
                <AlertTitle>{t('registry.import.failed', { name: job.fileName })}</AlertTitle>
                {job.error ?? t('registry.import.tryAgain')}
              </Alert>
            )}
            <ImportCounters job={job} />
            {job.encoding ? (
              <Typography variant="body2" color="text.secondary" data-testid="import-encoding">
                {t('registry.import.encoding', { encoding: job.encoding })}
              </Typography>
            ) : null}
            <RejectedLines job={job} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {phase === 'uploading' ? (
          <Button onClick={cancelUpload} data-testid="import-cancel-upload">
            {t('registry.import.cancelUpload')}
          </Button>
        ) : (
          <Button onClick={onClose} data-testid="import-close">
            {phase === 'running' ? t('registry.import.closeWhileRunning') : t('registry.import.close')}
          </Button>
        )}
        {phase === 'choose' ? (
          <Button variant="contained" onClick={begin} disabled={!file} data-testid="import-start">
            {t('registry.import.start')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

function ImportCounters({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
        gap: 1,
        margin: 0,
      }}
      aria-live="polite"
    >
      {counterNames.map((name) => (
        <Box
          key={name}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, paddingBlock: 0.75, paddingInline: 1 }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`registry.import.counters.${name}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            sx={{ margin: 0 }}
            color={name === 'rejected' && job[name] > 0 ? 'error' : undefined}
            data-testid={`import-count-${name}`}
          >
            <bdi dir="ltr">{job[name].toLocaleString('en-US')}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RejectedLines({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  if (job.rejectedLines.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('registry.import.rejectedTitle')}
      </Typography>
      {job.rejected > job.rejectedLines.length ? (
        <Typography variant="body2" color="text.secondary">
          {t('registry.import.rejectedShown', { count: job.rejected, shown: job.rejectedLines.length })}
        </Typography>
      ) : null}
      <TableContainer sx={{ maxHeight: 280 }}>
        <Table size="small" stickyHeader aria-label={t('registry.import.rejectedTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 96 }}>{t('registry.import.line')}</TableCell>
              <TableCell>{t('registry.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody data-testid="import-rejected-lines">
            {job.rejectedLines.map((rejected) => (
              <TableRow key={rejected.line}>
                <TableCell>
                  <bdi dir="ltr">{rejected.line}</bdi>
                </TableCell>
                <TableCell>{describeRejection(t, rejected.reason)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
