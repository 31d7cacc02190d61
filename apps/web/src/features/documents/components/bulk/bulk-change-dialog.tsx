import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { type DocChanges, type HandlerRole, handlerRoles } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDialog, BulkFailures, BulkProgress } from '../../../../ui/bulk/bulk-dialog';
import type { BulkFailure, BulkOutcome } from '../../../../ui/bulk/send-in-chunks';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useGeneralStatuses } from '../../../general-statuses';
import { usePeople } from '../../api/use-people';
import { useUpdateManyDocuments } from '../../api/use-update-many-documents';

export type BulkChangeKind = 'status' | 'assign';

export interface BulkChangeDialogProps {
  kind: BulkChangeKind;
  /** The selected documents: their ids go to the server, their numbers name refusals. */
  documents: readonly { _id: string; docId: number }[];
  open: boolean;
  onClose(): void;
  /** Called once the last chunk has answered. */
  onDone(outcome: BulkOutcome): void;
}

/** Codes with a reason of their own; any other reads as "not updated because of an error". */
const explainedCodes = ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;

/**
 * Changes the general status, or one assignee, of the selected documents (issue 18, ADR 0044):
 * the choice and an optional note, one confirmation that counts them, then the ids in chunks of
 * 20 with a bar, then a summary naming each document not changed and why. While sending it
 * cannot be closed (the list kit's BulkDialog).
 */
export function BulkChangeDialog(props: BulkChangeDialogProps) {
  const titleId = useId();
  const openings = useOpeningCount(props.open);
  const update = useUpdateManyDocuments();
  return (
    <BulkDialog
      open={props.open}
      isSending={update.mutation.isPending}
      onClose={props.onClose}
      titleId={titleId}
      testId="doc-bulk-dialog"
    >
      <BulkChangeContent key={openings} {...props} titleId={titleId} update={update} />
    </BulkDialog>
  );
}

interface ContentProps extends BulkChangeDialogProps {
  titleId: string;
  update: ReturnType<typeof useUpdateManyDocuments>;
}

function BulkChangeContent({ kind, documents, titleId, update, onClose, onDone }: ContentProps) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('');
  const [slot, setSlot] = useState<HandlerRole>('installer');
  // '' = not chosen yet; 'none' = take the slot's person off.
  const [person, setPerson] = useState('');
  const [note, setNote] = useState('');
  const [isAsking, setAsking] = useState(false);
  const [result, setResult] = useState<BulkOutcome | null>(null);
  const statuses = useGeneralStatuses({ enabled: kind === 'status' });
  const people = usePeople(slot, { enabled: kind === 'assign' });
  const { mutation, progress } = update;
  const isSending = mutation.isPending;
  const count = documents.length;
  const isChosen = kind === 'status' ? status !== '' : person !== '';
  const personName = people.data?.find((candidate) => candidate.id === person)?.name ?? '';
  const slotName = t(`documents.handlers.${slot}`);

  const changes = (): DocChanges =>
    kind === 'status'
      ? { generalStatus: status }
      : { handleBy: { [slot]: person === 'none' ? null : person } };
  const question = () => {
    if (kind === 'status') return t('document-bulk.confirm.status', { count, status });
    if (person === 'none') return t('document-bulk.confirm.unassign', { count, slot: slotName });
    return t('document-bulk.confirm.assign', { count, name: personName, slot: slotName });
  };
  const apply = () =>
    mutation.mutate(
      { ids: documents.map((doc) => doc._id), changes: changes(), note: note.trim() || undefined },
      {
        onSuccess: (outcome) => {
          setResult(outcome);
          onDone(outcome);
        },
      },
    );
  const reasonOf = (failure: BulkFailure) => {
    // A reason the update named beside a field (no change, a missing storekeeper…) says most.
    if (failure.code === 'VALIDATION_FAILED' && failure.reason && i18n.exists(failure.reason))
      return t(failure.reason);
    const code = (explainedCodes as readonly string[]).includes(failure.code) ? failure.code : 'unknown';
    return t(`document-bulk.reasons.${code}`);
  };
  const numberOf = (failure: BulkFailure) => {
    const doc = documents.find((candidate) => candidate._id === failure._id);
    return doc ? t('document-bulk.documentNumber', { number: doc.docId }) : failure._id;
  };
  const isChoosing = !isSending && !result && !isAsking;

  return (
    <>
      <DialogTitle id={titleId}>{t(`document-bulk.title.${kind}`)}</DialogTitle>
      <DialogContent>
        {isChoosing ? (
          <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
            {kind === 'status' ? (
              <TextField
                select
                size="small"
                label={t('document-bulk.statusLabel')}
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'doc-bulk-status' } }}
              >
                {(statuses.data ?? []).map((option) => (
                  <MenuItem key={option._id} value={option.value}>
                    {option.value}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <>
                <TextField
                  select
                  size="small"
                  label={t('document-bulk.slotLabel')}
                  value={slot}
                  onChange={(event) => {
                    setSlot(event.target.value as HandlerRole);
                    setPerson('');
                  }}
                  slotProps={{ htmlInput: { 'data-testid': 'doc-bulk-slot' } }}
                >
                  {handlerRoles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`documents.handlers.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('document-bulk.personLabel')}
                  value={person}
                  onChange={(event) => setPerson(event.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'doc-bulk-person' } }}
                >
                  <MenuItem value="none">
                    <em>{t('document-bulk.nobody')}</em>
                  </MenuItem>
                  {(people.data ?? []).map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('document-bulk.noteLabel')}
              helperText={t('document-bulk.noteHint')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'doc-bulk-note' } }}
            />
          </Stack>
        ) : null}
        {isAsking && !isSending && !result ? (
          <>
            <DialogContentText data-testid="doc-bulk-question" sx={{ fontWeight: 500 }}>
              {question()}
            </DialogContentText>
            <DialogContentText variant="body2" sx={{ marginBlockStart: 1 }}>
              {t('document-bulk.hint')}
            </DialogContentText>
          </>
        ) : null}
        {isSending ? (
          <BulkProgress
            progress={progress}
            label={t('document-bulk.progressLabel')}
            text={t('document-bulk.progress', { done: progress.done, total: progress.total })}
            testId="doc-bulk-progress"
          />
        ) : null}
        {result ? (
          <Box data-testid="doc-bulk-result">
            <Alert severity={result.succeeded > 0 ? 'success' : 'info'} data-testid="doc-bulk-updated">
              {t('document-bulk.updated', { count: result.succeeded })}
            </Alert>
            <BulkFailures
              title={t('document-bulk.failed', { count: result.failed.length })}
              failures={result.failed}
              reasonOf={reasonOf}
              nameOf={numberOf}
              testIdPrefix="doc-bulk"
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {isChoosing || (isAsking && !isSending && !result) ? (
          <Button onClick={isAsking ? () => setAsking(false) : onClose} data-testid="doc-bulk-cancel">
            {t('document-bulk.cancel')}
          </Button>
        ) : null}
        {isChoosing ? (
          <Button
            variant="contained"
            onClick={() => setAsking(true)}
            disabled={!isChosen || count === 0}
            data-testid="doc-bulk-next"
          >
            {t('document-bulk.apply')}
          </Button>
        ) : null}
        {isAsking && !isSending && !result ? (
          <Button variant="contained" onClick={apply} data-testid="doc-bulk-confirm">
            {t('document-bulk.apply')}
          </Button>
        ) : null}
        {result ? (
          <Button variant="contained" onClick={onClose} data-testid="doc-bulk-close">
            {t('document-bulk.close')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
