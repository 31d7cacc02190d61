import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type BusinessDocument, type DocFieldUpdates, validationMessages as m } from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useUpdateTask } from '../api/use-document-tasks';
import {
  type InstallerStep,
  installerStepOf,
  localPhone,
  statusOfStep,
  stepColour,
  taskAddress,
  taskItems,
  taskPhone,
} from '../task-display';
import { FailureDialog } from './failure-dialog';
import { GeneralStatusChip } from './general-status-chip';
import { NoteDialog } from './note-dialog';

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

type Asking = 'failed' | 'note' | 'negativeStock' | null;

/**
 * One work card of the day (spec 2 §2 installer routes' card fields): who, where, when and what,
 * its status in its colour, and the installer's steps. Each step shows at once and goes back
 * when the server refuses it; marking done below zero stock asks first, as transfers do.
 */
export function TaskCard({ doc }: { doc: BusinessDocument }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const update = useUpdateTask();
  const [asking, setAsking] = useState<Asking>(null);
  const [held, setHeld] = useState<DocFieldUpdates | null>(null);
  const current = installerStepOf(doc.generalStatus.status);
  const phone = taskPhone(doc);
  const address = taskAddress(doc);
  const items = taskItems(doc);
  const { hour, locationNotes } = doc.shippingAddress;

  const send = (fields: DocFieldUpdates, allowNegativeStock = false) =>
    update.mutate(
      { category: doc.category, docId: doc.docId, fields, allowNegativeStock },
      {
        onSuccess: () => {
          setAsking(null);
          setHeld(null);
          notify.success(t('document-tasks.notices.saved', { docId: doc.docId }));
        },
        onError: (error) => {
          if (!allowNegativeStock && isShortOfStock(error)) {
            setHeld(fields);
            setAsking('negativeStock');
            return;
          }
          // A typed reason or note stays in its dialog to send again; the confirmation closes.
          if (asking === 'negativeStock') {
            setAsking(null);
            setHeld(null);
          }
          const reason =
            error instanceof ApiError && error.status === 409
              ? t('document-tasks.notices.readOnly')
              : describeError(t, error);
          notify.error(`${t('document-tasks.notices.saveError', { docId: doc.docId })} ${reason}`);
        },
      },
    );

  const choose = (step: InstallerStep) => {
    if (step === 'failed') setAsking('failed');
    else send({ 'generalStatus.status': statusOfStep(step) });
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`task-${doc.docId}`}
      sx={{
        // The status colour down the card's reading edge, seen at a glance in a long day.
        borderInlineStart: (theme) =>
          `6px solid ${current ? theme.palette[stepColour[current]].main : theme.palette.divider}`,
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.25, p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('document-tasks.card.title', { docId: doc.docId })}
          </Typography>
          <GeneralStatusChip status={doc.generalStatus.status} size="medium" />
        </Stack>
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
                {t('document-tasks.card.item', { name: item.name, quantity: item.quantity })}
              </li>
            ))}
          </Box>
        )}
        {doc.installerFailureReason?.reason && current === 'failed' && (
          <Typography variant="body2" color="error" data-testid="task-failure">
            {t('document-tasks.card.failure', {
              reason: doc.installerFailureReason.reason,
              hour: doc.installerFailureReason.hour,
            })}
          </Typography>
        )}
        {doc.installerNotes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="task-note">
            {t('document-tasks.card.note', { note: doc.installerNotes })}
          </Typography>
        )}
        <Box
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
                minBlockSize: 48,
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
            sx={{ minBlockSize: 48 }}
          >
            {t('document-tasks.actions.note')}
          </Button>
        </Box>
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
        onConfirm={() => held && send(held, true)}
      />
    </Card>
  );
}
