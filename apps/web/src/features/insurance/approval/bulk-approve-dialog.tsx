import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { ApproveManyResult } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDialog, BulkFailures, BulkProgress } from '../../../ui/bulk/bulk-dialog';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { type ApproveManyKind, useApproveMany } from './use-approve-many';

export interface BulkApproveDialogProps {
  kind: ApproveManyKind;
  ids: string[];
  open: boolean;
  onClose(): void;
  /** Called once the last chunk has answered, with what was approved and what was not. */
  onDone(result: { approved: number; failed: { _id: string; code: string }[] }): void;
}

/** The codes with a reason of their own; any other code reads as "not sent because of an error". */
const explainedCodes = ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;
const reasonKeyOf = (code: string) =>
  (explainedCodes as readonly string[]).includes(code) ? code : 'unknown';

/**
 * Approves many pending subscriptions or service calls (issue 18): one confirmation, then the ids
 * go in chunks with a bar that counts them, then a summary with a reason for each one not approved.
 * While sending it cannot be closed (no Esc, no click outside, no button), so nobody leaves a
 * batch half-sent by accident; the chunks already answered stay approved either way.
 */
export function BulkApproveDialog({ kind, ids, open, onClose, onDone }: BulkApproveDialogProps) {
  const titleId = useId();
  const openings = useOpeningCount(open);
  const approval = useApproveMany(kind);
  const isSending = approval.mutation.isPending;
  return (
    <BulkDialog
      open={open}
      isSending={isSending}
      onClose={onClose}
      titleId={titleId}
      testId="bulk-approve-dialog"
    >
      <BulkApproveContent
        key={openings}
        kind={kind}
        ids={ids}
        titleId={titleId}
        approval={approval}
        onClose={onClose}
        onDone={onDone}
      />
    </BulkDialog>
  );
}

interface ContentProps extends Omit<BulkApproveDialogProps, 'open'> {
  titleId: string;
  approval: ReturnType<typeof useApproveMany>;
}

function BulkApproveContent({ kind, ids, titleId, approval, onClose, onDone }: ContentProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ApproveManyResult | null>(null);
  const { mutation, progress } = approval;
  const isSending = mutation.isPending;
  const count = new Set(ids).size;

  const approve = () => {
    mutation.mutate(ids, {
      onSuccess: (answer) => {
        setResult(answer);
        onDone(answer);
      },
    });
  };

  return (
    <>
      <DialogTitle id={titleId}>{t(`approval.bulk.title.${kind}`)}</DialogTitle>
      <DialogContent>
        {!isSending && !result ? (
          <>
            <DialogContentText data-testid="bulk-approve-question" sx={{ fontWeight: 500 }}>
              {t(`approval.bulk.confirm.${kind}`, { count })}
            </DialogContentText>
            <DialogContentText variant="body2" sx={{ marginBlockStart: 1 }}>
              {t(`approval.bulk.hint.${kind}`)}
            </DialogContentText>
          </>
        ) : null}
        {isSending ? (
          <BulkProgress
            progress={progress}
            label={t('approval.bulk.progressLabel')}
            text={t('approval.bulk.progress', { done: progress.done, total: progress.total })}
            testId="bulk-approve-progress"
          />
        ) : null}
        {result ? <BulkApproveSummary kind={kind} result={result} /> : null}
      </DialogContent>
      <DialogActions>
        {!isSending && !result ? (
          <>
            <Button onClick={onClose} data-testid="bulk-approve-cancel">
              {t('approval.bulk.cancel')}
            </Button>
            <Button
              variant="contained"
              color="success"
              onClick={approve}
              disabled={count === 0}
              data-testid="bulk-approve-confirm"
            >
              {t('approval.bulk.approve')}
            </Button>
          </>
        ) : null}
        {result ? (
          <Button variant="contained" onClick={onClose} data-testid="bulk-approve-close">
            {t('approval.bulk.close')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

function BulkApproveSummary({ kind, result }: { kind: ApproveManyKind; result: ApproveManyResult }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="bulk-approve-result">
      <Alert severity={result.approved > 0 ? 'success' : 'info'} data-testid="bulk-approve-approved">
        {t('approval.bulk.approved', { count: result.approved })}
      </Alert>
      {kind === 'policy' && result.approved > 0 ? (
        <Typography variant="body2" sx={{ marginBlockStart: 1 }}>
          {t('approval.bulk.pdfQueued')}
        </Typography>
      ) : null}
      <BulkFailures
        title={t('approval.bulk.failed', { count: result.failed.length })}
        failures={result.failed}
        reasonOf={(failure) => t(`approval.bulk.reasons.${reasonKeyOf(failure.code)}`)}
        testIdPrefix="bulk-approve"
      />
    </Box>
  );
}
