import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type BusinessDocument,
  chatPhoneDigits,
  chatShareLink,
  documentShareMessage,
  errorCodes,
  mailShareLink,
  shareRecipient,
} from '@tg/domain';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { describeError } from '../../../../app/api-errors';
import { useBusinessDetails } from '../../../business-details';
import { useShareLink } from './use-share-link';

export interface ShareDialogProps {
  open: boolean;
  /** A stored document: the PDF shared is its original. */
  document: BusinessDocument;
  onClose: () => void;
}

/**
 * Shares a stored document with its customer (spec 2 §2 share dialog): by a chat message
 * (wa.me), by e-mail (mailto) or by opening its PDF. The message is the domain's one rule
 * (`documentShareMessage`): the business, the document's type, number and total, a link to the
 * original PDF that opens without signing in for 7 days, and the bank details for payment; it
 * can be edited before sending. An option the customer's details do not allow is disabled, with
 * the reason beside it.
 */
export function ShareDialog({ open, document, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shareLink = useShareLink(document);
  const business = useBusinessDetails();
  const isReady = shareLink.status !== 'loading' && !business.isPending;
  const composed = isReady
    ? documentShareMessage({
        businessName: business.data?.name ?? '',
        category: document.category,
        docId: document.docId,
        customerName: document.userInformation.name,
        total: document.docTotalPrice,
        isDocWithoutVat: document.isDocWithoutVat,
        pdfUrl: shareLink.status === 'ready' ? shareLink.link.url : null,
        bank: business.data?.bank,
      })
    : null;
  // The message is written once everything it names is known; then it is the person's to edit.
  const [text, setText] = useState<string | null>(null);
  const composedText = composed?.text ?? null;
  useEffect(() => {
    if (composedText !== null) setText((current) => current ?? composedText);
  }, [composedText]);

  const recipient = shareRecipient(document);
  const message = text ?? '';
  const chatHref = isReady && text !== null ? chatShareLink(recipient.phone, message) : null;
  const mailHref =
    isReady && text !== null && composed ? mailShareLink(recipient.email, composed.subject, message) : null;
  const preparing = !isReady || text === null ? t('document-share.preparing') : null;
  const chatReason =
    preparing ??
    (!recipient.phone
      ? t('document-share.reasons.noPhone')
      : chatPhoneDigits(recipient.phone)
        ? null
        : t('document-share.reasons.invalidPhone', { phone: recipient.phone }));
  const mailReason =
    preparing ??
    (!recipient.email
      ? t('document-share.reasons.noEmail')
      : mailHref
        ? null
        : t('document-share.reasons.invalidEmail', { email: recipient.email }));
  const pdfReason = document.pdfUrl ? null : t('document-share.reasons.noPdf');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      data-testid="doc-share-dialog"
    >
      <DialogTitle id={titleId}>
        {t('document-share.title', {
          category: t(`documents.category.${document.category}`),
          docId: document.docId,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <LinkStatus state={shareLink} />
          {business.isError ? (
            <Alert severity="warning" data-testid="doc-share-business-error">
              {t('document-share.businessFailed')}
            </Alert>
          ) : null}
          <Stack spacing={1.5}>
            <ShareOption
              testId="doc-share-chat"
              icon={<WhatsAppIcon />}
              label={t('document-share.chat')}
              detail={recipient.phone}
              href={chatReason ? null : chatHref}
              reason={chatReason}
              newTab
            />
            <ShareOption
              testId="doc-share-email"
              icon={<EmailIcon />}
              label={t('document-share.email')}
              detail={recipient.email}
              href={mailReason ? null : mailHref}
              reason={mailReason}
            />
            <ShareOption
              testId="doc-share-pdf"
              icon={<PictureAsPdfIcon />}
              label={t('document-share.pdf')}
              href={pdfReason ? null : document.pdfUrl}
              reason={pdfReason}
              newTab
            />
          </Stack>
          {text === null ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} />
              <Typography>{t('document-share.preparing')}</Typography>
            </Box>
          ) : (
            <TextField
              label={t('document-share.message')}
              value={message}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={6}
              maxRows={16}
              fullWidth
              slotProps={{ htmlInput: { dir: 'rtl', 'data-testid': 'doc-share-message' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="doc-share-close">
          {t('document-share.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Whether the message carries a link, until when, or why not. */
function LinkStatus({ state }: { state: ReturnType<typeof useShareLink> }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return null;
  if (state.status === 'ready')
    return (
      <Alert severity="info" data-testid="doc-share-link">
        {state.link.expiresAt
          ? t('document-share.linkUntil', {
              until: dayjs(state.link.expiresAt).format('DD/MM/YYYY HH:mm'),
            })
          : t('document-share.linkKept')}
      </Alert>
    );
  const noPdf = state.error instanceof ApiError && state.error.code === errorCodes.conflict;
  return (
    <Alert severity="warning" data-testid="doc-share-link-error">
      {noPdf
        ? t('document-share.linkNoPdf')
        : t('document-share.linkFailed', { reason: describeError(t, state.error) })}
    </Alert>
  );
}

interface ShareOptionProps {
  testId: string;
  icon: ReactNode;
  label: string;
  /** The recipient's phone or address, as stored. */
  detail?: string;
  /** Where the option goes; null while it is disabled. */
  href: string | null;
  /** Why the option is disabled; null when it is not. */
  reason: string | null;
  newTab?: boolean;
}

function ShareOption({ testId, icon, label, detail, href, reason, newTab }: ShareOptionProps) {
  const reasonId = useId();
  const enabled = Boolean(href) && !reason;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {enabled ? (
        <Button
          component="a"
          href={href as string}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          variant="contained"
          startIcon={icon}
          sx={{ minInlineSize: 180 }}
          data-testid={testId}
        >
          {label}
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled
          startIcon={icon}
          sx={{ minInlineSize: 180 }}
          aria-describedby={reason ? reasonId : undefined}
          data-testid={testId}
        >
          {label}
        </Button>
      )}
      {detail && !reason ? (
        <Typography variant="body2" color="text.secondary">
          <bdi dir="ltr">{detail}</bdi>
        </Typography>
      ) : null}
      {reason ? (
        <Typography variant="body2" color="text.secondary" id={reasonId} data-testid={`${testId}-reason`}>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}
