import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { isPolicyPdfPreparing, type Policy } from '@tg/domain';
import { useTranslation } from 'react-i18next';

export interface PolicyRowActionsProps {
  policy: Policy;
  /** Each button shows only with its handler; pending rows get approve and cancel, others the PDF. */
  onApprove?: () => void;
  onCancel?: () => void;
  onViewPdf?: () => void;
  isOpeningPdf?: boolean;
}

export function PolicyRowActions({
  policy,
  onApprove,
  onCancel,
  onViewPdf,
  isOpeningPdf = false,
}: PolicyRowActionsProps) {
  const { t } = useTranslation();
  const name = policy.policyNumber;
  const isPending = policy.status === 'pending';
  // Just approved: the PDF is printed in the background (ADR 0037) and the list refreshes until it is.
  const isPdfPreparing = isPolicyPdfPreparing(policy, new Date());
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      {isPending && onApprove ? (
        <Tooltip title={t('policies.actions.approve')}>
          <IconButton
            size="small"
            color="success"
            onClick={onApprove}
            aria-label={t('policies.actions.approveNamed', { name })}
            data-testid="policy-approve"
          >
            <CheckCircleIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {isPending && onCancel ? (
        <Tooltip title={t('policies.actions.cancel')}>
          <IconButton
            size="small"
            color="error"
            onClick={onCancel}
            aria-label={t('policies.actions.cancelNamed', { name })}
            data-testid="policy-cancel"
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {isPdfPreparing && onViewPdf ? (
        <Tooltip title={t('policies.actions.pdfPreparing')}>
          <Box
            component="span"
            role="status"
            aria-label={t('policies.actions.pdfPreparingNamed', { name })}
            data-testid="policy-pdf-preparing"
            sx={{ display: 'inline-flex', padding: 0.625, color: 'text.secondary' }}
          >
            <HourglassIcon fontSize="small" />
          </Box>
        </Tooltip>
      ) : null}
      {!isPending && !isPdfPreparing && onViewPdf ? (
        <Tooltip title={t('policies.actions.viewPdf')}>
          <span>
            <IconButton
              size="small"
              onClick={onViewPdf}
              disabled={isOpeningPdf}
              aria-label={t('policies.actions.viewPdfNamed', { name })}
              aria-busy={isOpeningPdf}
              data-testid="policy-pdf"
            >
              {isOpeningPdf ? <CircularProgress size={18} /> : <PictureAsPdfIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Box>
  );
}
