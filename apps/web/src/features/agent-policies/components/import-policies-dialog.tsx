import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type CsvRowResult, extensionOf, maxPolicyCsvBytes, type PolicyImportResult } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { i18next } from '../../../app/i18n';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { useImportPolicies } from '../api/use-agent-policies';

export interface ImportPoliciesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A row's message: the server's code translated, with the missing columns named. */
export function describeCsvRow(t: TFunction, row: CsvRowResult): string {
  const key = `agent-policies.import.messages.${row.message}`;
  const message = i18next.exists(key) ? t(key) : t('agent-policies.import.messages.unknown');
  if (row.message === 'missingValues' && row.missing?.length) {
    const columns = row.missing.map((column) =>
      i18next.exists(`agent-policies.import.columns.${column}`)
        ? t(`agent-policies.import.columns.${column}`)
        : column,
    );
    return `${message}: ${columns.join(', ')}`;
  }
  return message;
}

/**
 * Subscriptions from a CSV file in the template's columns (spec 1 §5): choose, upload, and read
 * what was imported and why each other row was not. Imported subscriptions are created active.
 */
export function ImportPoliciesDialog({ open, onClose }: ImportPoliciesDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);
  const [isUploading, setUploading] = useState(false);
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
      data-testid="import-policies-dialog"
    >
      <DialogTitle id={titleId}>{t('agent-policies.import.title')}</DialogTitle>
      <ImportContent key={opening} onClose={onClose} onUploadingChange={setUploading} />
    </Dialog>
  );
}

function ImportContent({
  onClose,
  onUploadingChange,
}: {
  onClose: () => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useImportPolicies();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.reset();
    if (extensionOf(chosen.name) !== 'csv') {
      setFile(null);
      setFileError(t('agent-policies.import.notCsv', { name: chosen.name }));
    } else if (chosen.size > maxPolicyCsvBytes) {
      setFile(null);
      setFileError(t('agent-policies.import.tooLarge', { name: chosen.name }));
    } else {
      setFileError(null);
      setFile(chosen);
    }
  };

  const start = () => {
    if (!file) return;
    onUploadingChange(true);
    upload.mutate(file, { onSettled: () => onUploadingChange(false) });
  };

  const result = upload.data;
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {result ? (
          <ImportReport result={result} />
        ) : (
          <>
            <DialogContentText>{t('agent-policies.import.intro')}</DialogContentText>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <input
                ref={input}
                type="file"
                hidden
                accept=".csv,text/csv"
                data-testid="import-policies-file"
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
                disabled={upload.isPending}
                data-testid="import-policies-choose"
              >
                {file ? t('agent-policies.import.chooseOther') : t('agent-policies.import.choose')}
              </Button>
              {file ? (
                <Typography variant="body2" data-testid="import-policies-file-name">
                  <bdi>{file.name}</bdi>
                </Typography>
              ) : null}
            </Box>
            {fileError ? (
              <Alert severity="error" data-testid="import-policies-file-error">
                {fileError}
              </Alert>
            ) : null}
            {upload.isError ? (
              <Alert severity="error" data-testid="import-policies-error">
                {t('agent-policies.import.failed')} {describeError(t, upload.error)}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending} data-testid="import-policies-close">
          {t('agent-policies.import.close')}
        </Button>
        {result ? null : (
          <Button
            variant="contained"
            onClick={start}
            disabled={!file || upload.isPending}
            startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="import-policies-upload"
          >
            {t('agent-policies.import.upload')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function ImportReport({ result }: { result: PolicyImportResult }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="import-policies-report">
      <Alert severity={result.failed === 0 ? 'success' : result.imported === 0 ? 'error' : 'warning'}>
        <Box component="span" sx={{ display: 'block' }} data-testid="import-policies-imported">
          {t('agent-policies.import.imported', { number: result.imported })}
        </Box>
        <Box component="span" sx={{ display: 'block' }} data-testid="import-policies-failed">
          {t('agent-policies.import.failedRows', { number: result.failed })}
        </Box>
      </Alert>
      {result.rows.length > 0 ? (
        <List
          dense
          aria-label={t('agent-policies.import.rowsLabel')}
          sx={{ maxHeight: 360, overflowY: 'auto' }}
        >
          {result.rows.map((row) => (
            <ListItem key={row.line} disableGutters data-testid={`import-row-${row.line}`}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {row.ok ? (
                  <CheckCircleIcon
                    fontSize="small"
                    color="success"
                    aria-label={t('agent-policies.import.ok')}
                  />
                ) : (
                  <ErrorIcon
                    fontSize="small"
                    color="error"
                    aria-label={t('agent-policies.import.rejected')}
                  />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {t('agent-policies.import.line', { line: row.line })}
                    {row.tractorNumber ? (
                      <>
                        {' · '}
                        <bdi dir="ltr">{row.tractorNumber}</bdi>
                      </>
                    ) : null}
                    {row.policyNumber ? (
                      <>
                        {' · '}
                        <bdi dir="ltr">{row.policyNumber}</bdi>
                      </>
                    ) : null}
                  </>
                }
                secondary={describeCsvRow(t, row)}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
