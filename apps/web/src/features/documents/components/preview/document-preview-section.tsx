import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShareIcon from '@mui/icons-material/Share';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { can, coreFieldsChanged } from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { fetchPreviewPdf, pdfErrorMessage } from '../../api/use-document-pdf';
import { type DocumentFormValues, documentToFormValues } from '../modal/document-form-values';
import { useDocumentModal } from '../modal/document-modal-context';
import { ShareDialog } from '../share/share-dialog';

type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message: { key: string; values?: Record<string, unknown> } };

/** What the preview printed, beside what is stored: nothing issued yet, or changes not saved. */
type Unsaved = 'notIssued' | 'changed' | null;

/**
 * The modal's "preview PDF" section (spec 2 §2): the PDF of what is on screen — the form's current
 * values, under the document's number once it has one — printed by generatePdf without storing
 * anything, shown in a frame on wide screens and as open/download buttons on phones (their
 * browsers rarely show a PDF inline). It says when it prints values not saved yet (the spec's
 * "preview confirmation", as a notice rather than a question), links a stored document's original
 * and true copy, and shares a stored document with its customer.
 */
export function DocumentPreviewSection() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { mode, category, document } = useDocumentModal();
  const { getValues, watch } = useFormContext<DocumentFormValues>();
  const { userRole } = useAuth();
  const stored = mode !== 'create' && mode !== 'transfer' ? document : undefined;
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [unsaved, setUnsaved] = useState<Unsaved>(null);
  const [isSharing, setSharing] = useState(false);
  // What the shown preview printed: a later change to the form says the preview is behind.
  const printed = useRef('');
  const [isStale, setStale] = useState(false);
  // The newest request wins; the blob link shown is freed when replaced or when the section goes.
  const latest = useRef(0);
  const shownUrl = useRef<string | null>(null);

  const show = useCallback((url: string | null) => {
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = url;
  }, []);

  const render = useCallback(async () => {
    const request = ++latest.current;
    const values = getValues();
    printed.current = JSON.stringify(values);
    setStale(false);
    setUnsaved(
      !stored
        ? 'notIssued'
        : coreFieldsChanged(documentToFormValues(stored, { withNewNote: false }), values)
          ? 'changed'
          : null,
    );
    setState({ status: 'loading' });
    try {
      const pdf = await fetchPreviewPdf({ ...values, category, docId: stored?.docId });
      if (request !== latest.current) return;
      const url = URL.createObjectURL(pdf);
      show(url);
      setState({ status: 'ready', url });
    } catch (error) {
      if (request !== latest.current) return;
      show(null);
      setState({ status: 'error', message: pdfErrorMessage(error) });
    }
  }, [getValues, stored, category, show]);

  useEffect(() => {
    void render();
    return () => {
      latest.current += 1;
      show(null);
    };
  }, [render, show]);

  useEffect(() => {
    const subscription = watch(() => setStale(JSON.stringify(getValues()) !== printed.current));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  const isLoading = state.status === 'loading';
  const fileName = `${category}-${stored?.docId ?? 'preview'}.pdf`;
  const canShare = Boolean(stored) && can(userRole, 'documents.share');

  return (
    <Stack spacing={2} data-testid="doc-preview" sx={{ minHeight: 0, flex: '1 1 auto' }}>
      {unsaved ? (
        <Alert severity={unsaved === 'changed' ? 'warning' : 'info'} data-testid="doc-preview-unsaved">
          {t(`document-pdf.preview.${unsaved}`)}
        </Alert>
      ) : null}
      {isStale && !isLoading ? (
        <Alert severity="info" data-testid="doc-preview-stale">
          {t('document-pdf.preview.stale')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => void render()}
          disabled={isLoading}
          startIcon={<RefreshIcon />}
          data-testid="doc-preview-refresh"
        >
          {t('document-pdf.preview.refresh')}
        </Button>
        {state.status === 'ready' ? (
          <>
            <Button
              component="a"
              href={state.url}
              target="_blank"
              rel="noopener"
              variant={isPhone ? 'contained' : 'text'}
              startIcon={<OpenInNewIcon />}
              data-testid="doc-preview-open"
            >
              {t('document-pdf.preview.openInTab')}
            </Button>
            <Button
              component="a"
              href={state.url}
              download={fileName}
              startIcon={<DownloadIcon />}
              data-testid="doc-preview-download"
            >
              {t('document-pdf.preview.download')}
            </Button>
          </>
        ) : null}
        {canShare ? (
          <Button
            onClick={() => setSharing(true)}
            startIcon={<ShareIcon />}
            sx={{ marginInlineStart: 'auto' }}
            data-testid="doc-preview-share"
          >
            {t('document-share.open')}
          </Button>
        ) : null}
      </Stack>
      {stored && (stored.pdfUrl || stored.pdfUrl2) ? (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="doc-preview-stored">
          <Typography variant="body2" color="text.secondary">
            {t('document-pdf.preview.stored')}
          </Typography>
          {stored.pdfUrl ? (
            <Link href={stored.pdfUrl} target="_blank" rel="noopener" data-testid="doc-preview-original">
              {t('document-pdf.preview.original')}
            </Link>
          ) : null}
          {stored.pdfUrl2 ? (
            <Link href={stored.pdfUrl2} target="_blank" rel="noopener" data-testid="doc-preview-copy">
              {t('document-pdf.preview.copy')}
            </Link>
          ) : null}
        </Stack>
      ) : null}
      {state.status === 'loading' ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingBlock: 2 }}
          data-testid="doc-preview-loading"
        >
          <CircularProgress size={20} />
          <Typography>{t('document-pdf.opening')}</Typography>
        </Box>
      ) : null}
      {state.status === 'error' ? (
        <Alert severity="error" data-testid="doc-preview-error">
          {t(state.message.key, state.message.values)}
        </Alert>
      ) : null}
      {state.status === 'ready' && isPhone ? (
        <Typography color="text.secondary" data-testid="doc-preview-phone">
          {t('document-pdf.preview.phoneHint')}
        </Typography>
      ) : null}
      {state.status === 'ready' && !isPhone ? (
        <Box
          component="iframe"
          src={state.url}
          title={t('document-pdf.preview.frameTitle')}
          data-testid="doc-preview-frame"
          sx={{
            inlineSize: '100%',
            flex: '1 1 auto',
            minBlockSize: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : null}
      {isSharing && stored ? <ShareDialog open document={stored} onClose={() => setSharing(false)} /> : null}
    </Stack>
  );
}
