import DownloadIcon from '@mui/icons-material/Download';
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
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { extensionOf, maxPolicyCsvBytes, type PolicyImportResult } from '@tg/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { describeError } from '../../../../app/api-errors';
import { useImportPolicies } from '../api/use-import-policies';
import { CsvImportReport } from './csv-import-report';

/** The static template the office fills in (spec 1 §2), in Windows-1255 like its spreadsheets. */
export const policyCsvTemplatePath = '/InsuranceTemplate.csv';

export interface CsvImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Staff imports are active at once; anyone else's rows await approval (issue 13). */
  importsActive?: boolean;
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number | null }
  | { kind: 'report'; result: PolicyImportResult }
  /** A 400: the file as a whole could not be read, so nothing was imported. */
  | { kind: 'unreadable'; message: string };

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Imports subscriptions from a CSV file (spec 1 §5): choose the file, upload it with a progress
 * bar, then the report of every row. Staff imports are created active, anyone else's await
 * approval; the lists refresh.
 */
export function CsvImportDialog({ open, onClose, importsActive = false }: CsvImportDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const upload = useImportPolicies();
  const resetUpload = upload.reset;

  // Every opening starts from the file choice.
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFileError(null);
    setPhase({ kind: 'choose' });
    resetUpload();
  }, [open, resetUpload]);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.reset();
    setFile(null);
    if (extensionOf(chosen.name) !== 'csv') {
      setFileError(t('insurance.import.notCsv', { name: chosen.name }));
      return;
    }
    if (chosen.size > maxPolicyCsvBytes) {
      setFileError(t('insurance.import.tooLarge', { name: chosen.name }));
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const begin = () => {
    if (!file || phase.kind === 'uploading') return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading', percent: 0 });
    upload.mutate(
      {
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({
            kind: 'uploading',
            percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null,
          }),
      },
      {
        onSuccess: (result) => setPhase({ kind: 'report', result }),
        onError: (error) =>
          setPhase(
            error instanceof ApiError && error.status === 400
              ? { kind: 'unreadable', message: error.message }
              : { kind: 'choose' },
          ),
        onSettled: () => {
          abort.current = null;
        },
      },
    );
  };

  const isUploading = phase.kind === 'uploading';
  const uploadFailed =
    phase.kind === 'choose' && upload.isError && (upload.error as Error | null)?.name !== 'AbortError';
  const startOver = () => {
    upload.reset();
    setFile(null);
    setPhase({ kind: 'choose' });
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || isUploading) return;
        onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      data-testid="csv-import-dialog"
    >
      <DialogTitle id={titleId}>
        {phase.kind === 'report' ? t('insurance.import.reportTitle') : t('insurance.import.title')}
      </DialogTitle>
      <DialogContent dividers>
        {phase.kind === 'choose' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              {t(importsActive ? 'insurance.import.intro' : 'insurance.import.introPending')}
            </DialogContentText>
            <Link href={policyCsvTemplatePath} download sx={{ display: 'inline-flex', gap: 0.5 }}>
              <DownloadIcon fontSize="small" />
              {t('insurance.import.downloadTemplate')}
            </Link>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <input
                ref={input}
                type="file"
                hidden
                accept=".csv,text/csv"
                data-testid="csv-import-file"
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
                data-testid="csv-import-choose"
              >
                {file ? t('insurance.import.chooseOther') : t('insurance.import.choose')}
              </Button>
              {file ? (
                <Typography variant="body2" data-testid="csv-import-file-name">
                  <bdi>{file.name}</bdi> (<bdi dir="ltr">{formatSize(file.size)}</bdi>)
                </Typography>
              ) : null}
            </Box>
            {fileError ? (
              <Alert severity="error" data-testid="csv-import-file-error">
                {fileError}
              </Alert>
            ) : null}
            {uploadFailed ? (
              <Alert severity="error" data-testid="csv-import-upload-error">
                {t('insurance.import.uploadFailed', { name: file?.name ?? '' })}{' '}
                {describeError(t, upload.error, 'insurance.import.tryAgain')}
              </Alert>
            ) : null}
          </Box>
        ) : null}

        {phase.kind === 'uploading' ? (
          <Box data-testid="csv-import-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography>{t('insurance.import.uploading', { name: file?.name ?? '' })}</Typography>
            <LinearProgress
              variant={phase.percent === null ? 'indeterminate' : 'determinate'}
              value={phase.percent ?? undefined}
              aria-label={t('insurance.import.uploadProgress')}
            />
            {phase.percent !== null ? (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                <bdi dir="ltr">{phase.percent}%</bdi>
              </Typography>
            ) : null}
            {phase.percent === 100 ? (
              <Typography variant="body2" color="text.secondary">
                {t('insurance.import.checking')}
              </Typography>
            ) : null}
          </Box>
        ) : null}

        {phase.kind === 'report' ? <CsvImportReport result={phase.result} /> : null}

        {phase.kind === 'unreadable' ? (
          <Alert severity="error" data-testid="csv-import-unreadable">
            <AlertTitle>{t('insurance.import.unreadable')}</AlertTitle>
            {phase.message ? <bdi>{phase.message}</bdi> : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {isUploading ? (
          <Button onClick={() => abort.current?.abort()} data-testid="csv-import-cancel">
            {t('insurance.import.cancelUpload')}
          </Button>
        ) : (
          <Button onClick={onClose} data-testid="csv-import-close">
            {t('insurance.import.close')}
          </Button>
        )}
        {phase.kind === 'choose' ? (
          <Button variant="contained" onClick={begin} disabled={!file} data-testid="csv-import-start">
            {t('insurance.import.start')}
          </Button>
        ) : null}
        {phase.kind === 'report' || phase.kind === 'unreadable' ? (
          <Button variant="outlined" onClick={startOver} data-testid="csv-import-again">
            {t('insurance.import.another')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
