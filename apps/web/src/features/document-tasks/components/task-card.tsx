import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import CloudQueueIcon from '@mui/icons-material/CloudQueueOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { type BusinessDocument, type DocFieldUpdates, validationMessages as m } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useUpdateTask, withFields } from '../api/use-document-tasks';
import { refusalText } from '../api/use-task-outbox';
import {
  handledStatus,
  type InstallerStep,
  installerStepOf,
  isolate,
  localPhone,
  statusOfStep,
  stepColour,
  taskAddress,
  taskItems,
  taskPhone,
} from '../task-display';
import type { QueuedUpdate } from '../task-outbox';
import { FailureDialog } from './failure-dialog';
import { GeneralStatusChip } from './general-status-chip';
import { NavigateLink } from './navigate-link';
import { NoteDialog } from './note-dialog';
import { PickingPanel } from './picking-panel';
import { ProofPhotos } from './proof-photos';
import { SignatureDialog } from './signature-dialog';

/** The server refused to take the card's products below zero stock (409 beside a line). */
function isShortOfStock(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    Object.values(error.fields).some((message) => message === m.insufficientStock)
  );
}

const stepIcons: Record<InstallerStep, ReactNode> = {
  collected: <LocalShippingIcon />,
  done: <CheckCircleIcon />,
  failed: <HighlightOffIcon />,
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box sx={{ display: 'inline-flex', paddingBlockStart: '2px' }}>{icon}</Box>
      <Box sx={{ color: 'text.primary', minInlineSize: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

type Asking = 'failed' | 'note' | 'signature' | 'negativeStock' | null;

export interface TaskCardProps {
  doc: BusinessDocument;
  /** The card's updates waiting for a connection: shown on the card, marked as pending. */
  pending?: readonly QueuedUpdate[];
  /** A day still to come: for reading, with no actions. */
  readOnly?: boolean;
}

interface SendOptions {
  allowNegativeStock?: boolean;
  /** Once the server took it, or it waits in the outbox. */
  done?: () => void;
}

/**
 * One work card of the day (spec 2 §2 installer routes' card fields): its stop in the route, who,
 * where (with directions in the phone's maps app), when and what, its status in its colour, and
 * the steps of the person carrying it out — progress, failure, notes, the customer's signature,
 * proof photos, and for the storekeeper the picking and the handled status. Each step shows at
 * once and goes back when the server refuses it; with no connection it waits, marked pending;
 * marking done below zero stock asks first, as transfers do.
 */
export function TaskCard({ doc: saved, pending = [], readOnly = false }: TaskCardProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const isStorekeeper = userRole === 'storekeeper';
  const titleId = useId();
  const update = useUpdateTask();
  const [asking, setAsking] = useState<Asking>(null);
  const [held, setHeld] = useState<DocFieldUpdates | null>(null);
  // What waits to be sent is shown as if it were done.
  const doc = pending.reduce((shown, item) => withFields(shown, item.update.fields), saved);
  const current = installerStepOf(doc.generalStatus.status);
  const phone = taskPhone(doc);
  const address = taskAddress(doc);
  const items = isStorekeeper ? taskItems({ ...doc, products: [] }) : taskItems(doc);
  const { hour, locationNotes } = doc.shippingAddress;
  const signature = doc.customerSignature?.isSignature ? doc.customerSignature : null;
  const isHandled = doc.handleStorekeeperStatus === handledStatus;

  const send = (fields: DocFieldUpdates, { allowNegativeStock = false, done }: SendOptions = {}) =>
    update.mutate(
      { category: doc.category, docId: doc.docId, fields, allowNegativeStock },
      {
        onSuccess: (result) => {
          setAsking(null);
          setHeld(null);
          done?.();
          // One waiting to be sent says so on the card and in the banner above the day.
          if (!result.queued) notify.success(t('document-tasks.notices.saved', { docId: doc.docId }));
        },
        onError: (error) => {
          if (!allowNegativeStock && isShortOfStock(error)) {
            setHeld(fields);
            setAsking('negativeStock');
            return;
          }
          // A typed reason, note or signature stays in its dialog to send again; the confirmation closes.
          if (asking === 'negativeStock') {
            setAsking(null);
            setHeld(null);
          }
          notify.error(
            `${t('document-tasks.notices.saveError', { docId: doc.docId })} ${refusalText(t, error)}`,
          );
        },
      },
    );

  const choose = (step: InstallerStep) => {
    if (step === 'failed') setAsking('failed');
    else send({ 'generalStatus.status': statusOfStep(step) });
  };

  const actionSx = { minBlockSize: 48 };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`task-${doc.docId}`}
      data-pending={pending.length > 0 || undefined}
      sx={{
        // The status colour down the card's reading edge, seen at a glance in a long day.
        borderInlineStart: (theme) =>
          `6px solid ${current ? theme.palette[stepColour[current]].main : theme.palette.divider}`,
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.25, p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {doc.routeNumber !== null && doc.routeNumber !== undefined && (
            <Chip
              size="small"
              color="primary"
              label={t('document-tasks.route.stop', { number: doc.routeNumber })}
              data-testid="task-stop"
              sx={{ fontWeight: 700 }}
            />
          )}
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('document-tasks.card.title', { docId: doc.docId })}
          </Typography>
          <GeneralStatusChip status={doc.generalStatus.status} size="medium" />
        </Stack>
        {pending.length > 0 && (
          <Chip
            icon={<CloudQueueIcon />}
            color="warning"
            variant="outlined"
            label={t('document-tasks.pending')}
            data-testid="task-pending"
            sx={{ justifySelf: 'start' }}
          />
        )}
        <Typography sx={{ fontWeight: 600 }} data-testid="task-customer">
          {doc.userInformation.name || doc.contactDetails.name}
        </Typography>
        {phone && (
          <Line icon={<PhoneIcon fontSize="small" />}>
            <Link
              href={`tel:${phone}`}
              aria-label={t('document-tasks.card.call', { phone: localPhone(phone) })}
              data-testid="task-phone"
              sx={{ display: 'inline-block', minBlockSize: 32 }}
            >
              <bdi dir="ltr">{localPhone(phone)}</bdi>
            </Link>
          </Line>
        )}
        {address && (
          <Line icon={<PlaceIcon fontSize="small" />}>
            <span data-testid="task-address">{address}</span>
            {locationNotes && (
              <Typography variant="body2" color="text.secondary">
                {locationNotes}
              </Typography>
            )}
          </Line>
        )}
        <NavigateLink doc={doc} />
        {hour && (
          <Line icon={<AccessTimeIcon fontSize="small" />}>
            <span data-testid="task-hour">{t('document-tasks.card.hour', { hour })}</span>
          </Line>
        )}
        {items.length > 0 && (
          <Box
            component="ul"
            sx={{ m: 0, paddingInlineStart: 2.5 }}
            aria-label={t('document-tasks.card.items')}
          >
            {items.map((item) => (
              <li key={item.key} data-testid="task-item">
                {t('document-tasks.card.item', { name: isolate(item.name), quantity: item.quantity })}
              </li>
            ))}
          </Box>
        )}
        {isStorekeeper && (
          <PickingPanel
            doc={doc}
            readOnly={readOnly}
            isPending={update.isPending}
            onSave={(picking, done) => send({ productsPicking: picking }, { done })}
          />
        )}
        {isStorekeeper && doc.handleStorekeeperStatus && (
          <Typography variant="body2" data-testid="task-handled">
            {t('document-tasks.picking.handledStatus', { status: doc.handleStorekeeperStatus })}
          </Typography>
        )}
        {doc.installerFailureReason?.reason && current === 'failed' && (
          <Typography variant="body2" color="error" data-testid="task-failure">
            {t('document-tasks.card.failure', {
              reason: isolate(doc.installerFailureReason.reason),
              hour: doc.installerFailureReason.hour,
            })}
          </Typography>
        )}
        {doc.installerNotes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="task-note">
            {t('document-tasks.card.note', { note: isolate(doc.installerNotes) })}
          </Typography>
        )}
        {signature && (
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            data-testid="task-signed"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('document-tasks.signature.signedBy', {
                name: isolate(signature.name),
                date: signature.date,
              })}
            </Typography>
            {signature.signature.startsWith('data:image/') && (
              <Box
                component="img"
                src={signature.signature}
                alt={t('document-tasks.signature.image', { name: signature.name })}
                data-testid="task-signature-image"
                sx={{
                  blockSize: 48,
                  maxInlineSize: 160,
                  objectFit: 'contain',
                  bgcolor: '#fff',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              />
            )}
          </Stack>
        )}
        <ProofPhotos doc={doc} readOnly={readOnly} />
        {readOnly ? (
          <Alert severity="info" icon={<VisibilityIcon />} data-testid="task-read-only">
            {t('document-tasks.readOnly')}
          </Alert>
        ) : (
          <Box
            data-testid="task-actions"
            sx={{
              display: 'grid',
              gap: 1,
              // Four in a row only when a card has the page's width (two cards a row from md).
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(2, 1fr)' },
              marginBlockStart: 0.5,
            }}
          >
            {(['collected', 'done', 'failed'] as const).map((step) => (
              <Button
                key={step}
                variant={current === step ? 'contained' : 'outlined'}
                color={stepColour[step]}
                startIcon={stepIcons[step]}
                onClick={() => choose(step)}
                disabled={update.isPending || current === step}
                aria-label={t(`document-tasks.actions.${step}For`, { docId: doc.docId })}
                data-testid={`task-${step}`}
                aria-pressed={current === step}
                sx={{
                  ...actionSx,
                  // The card's own step stays in its colour: it cannot be sent again, yet reads as chosen.
                  '&.Mui-disabled':
                    current === step
                      ? { bgcolor: `${stepColour[step]}.main`, color: `${stepColour[step]}.contrastText` }
                      : {},
                }}
              >
                {t(`document-tasks.actions.${step}`)}
              </Button>
            ))}
            <Button
              variant="outlined"
              startIcon={<EditNoteIcon />}
              onClick={() => setAsking('note')}
              disabled={update.isPending}
              aria-label={t('document-tasks.actions.noteFor', { docId: doc.docId })}
              data-testid="task-note-open"
              sx={actionSx}
            >
              {t('document-tasks.actions.note')}
            </Button>
            <Button
              variant={signature ? 'text' : 'outlined'}
              startIcon={<DrawIcon />}
              onClick={() => setAsking('signature')}
              disabled={update.isPending}
              aria-label={t('document-tasks.signature.openFor', { docId: doc.docId })}
              data-testid="task-sign"
              sx={actionSx}
            >
              {t(signature ? 'document-tasks.signature.again' : 'document-tasks.signature.open')}
            </Button>
            {isStorekeeper && (
              <Button
                variant={isHandled ? 'contained' : 'outlined'}
                color="success"
                startIcon={<Inventory2Icon />}
                onClick={() => send({ handleStorekeeperStatus: handledStatus })}
                disabled={update.isPending || isHandled}
                aria-pressed={isHandled}
                aria-label={t('document-tasks.picking.handledFor', { docId: doc.docId })}
                data-testid="task-handled-mark"
                sx={{
                  ...actionSx,
                  // Once ready it stays in its colour, like the card's chosen step.
                  '&.Mui-disabled': isHandled
                    ? { bgcolor: 'success.main', color: 'success.contrastText' }
                    : {},
                }}
              >
                {t('document-tasks.picking.handled')}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
      {asking === 'failed' && (
        <FailureDialog
          docId={doc.docId}
          isPending={update.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(failure) =>
            send({ 'generalStatus.status': statusOfStep('failed'), installerFailureReason: failure })
          }
        />
      )}
      {asking === 'note' && (
        <NoteDialog
          docId={doc.docId}
          note={doc.installerNotes}
          isPending={update.isPending}
          onCancel={() => setAsking(null)}
          onSave={(note) => send({ installerNotes: note })}
        />
      )}
      {asking === 'signature' && (
        <SignatureDialog
          docId={doc.docId}
          isPending={update.isPending}
          onCancel={() => setAsking(null)}
          onSave={(customerSignature) => send({ customerSignature })}
        />
      )}
      <ConfirmDialog
        open={asking === 'negativeStock'}
        title={t('document-tasks.negativeStock.title')}
        message={t('document-tasks.negativeStock.message', { docId: doc.docId })}
        confirmLabel={t('document-tasks.negativeStock.confirm')}
        isPending={update.isPending}
        onCancel={() => {
          setAsking(null);
          setHeld(null);
        }}
        onConfirm={() => held && send(held, { allowNegativeStock: true })}
      />
    </Card>
  );
}
