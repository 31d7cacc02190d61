import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatLocalPhone, type Lead, type LeadLogEntry, type LeadStatus, leadStatuses } from '@tg/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications';
import { useLead, useUpdateLead } from '../api/use-leads';
import { formatLeadDate } from './lead-format';
import { LeadLinks } from './lead-links';
import { LeadStatusChip } from './lead-status-chip';
import { useQuoteFromLead } from './use-quote-from-lead';

/** The product's storefront page, or the catalogue when its category is not known (older leads). */
export function leadProductPath(product: { _id: string; category: string }): string {
  return product.category
    ? `/products/${encodeURIComponent(product.category)}/${encodeURIComponent(product._id)}`
    : '/products';
}

export interface LeadDialogProps {
  leadId: string | undefined;
  staff: { value: string; label: string }[];
  onClose: () => void;
}

/** One lead: the visitor's request, its status and assignee, the office's notes and the log. */
export function LeadDialog({ leadId, staff, onClose }: LeadDialogProps) {
  const { t } = useTranslation();
  const detail = useLead(leadId);
  const lead = detail.data?.lead;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={Boolean(leadId)}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="lead-dialog-title"
    >
      <DialogTitle id="lead-dialog-title">
        {lead ? t('leads.dialog.title', { number: lead.leadNumber }) : t('leads.dialog.loading')}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <Typography color="error">{t('leads.notices.loadError')}</Typography>
        ) : lead && detail.data ? (
          <LeadDetails key={lead._id} lead={lead} log={detail.data.log} staff={staff} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('leads.dialog.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('leads.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Field({ label, empty, children }: { label: string; empty?: boolean; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{empty ? '—' : children}</Typography>
    </Box>
  );
}

function LeadDetails({
  lead,
  log,
  staff,
}: {
  lead: Lead;
  log: LeadLogEntry[];
  staff: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateLead();
  const [note, setNote] = useState('');
  const quote = useQuoteFromLead(lead);

  const send = (
    change: { status?: LeadStatus; assignedToId?: string | null; note?: string },
    done?: () => void,
  ) =>
    update.mutate(
      { _id: lead._id, ...change },
      {
        onSuccess: () => {
          notify.success(t('leads.notices.saved'));
          done?.();
        },
        onError: () => notify.error(t('leads.notices.saveError')),
      },
    );

  const assigneeChoices =
    lead.assignedTo && !staff.some((option) => option.value === lead.assignedTo?._id)
      ? [...staff, { value: lead.assignedTo._id, label: lead.assignedTo.name }]
      : staff;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Field label={t('leads.columns.name')} empty={!lead.name}>
          <bdi>{lead.name}</bdi>
        </Field>
        <Field label={t('leads.columns.phone')}>
          <a href={`tel:${lead.phoneNumber}`} dir="ltr">
            {formatLocalPhone(lead.phoneNumber)}
          </a>
        </Field>
        <Field label={t('leads.fields.tractorNumber')} empty={!lead.machine.tractorNumber}>
          <bdi>{lead.machine.tractorNumber}</bdi>
        </Field>
        <Field label={t('leads.fields.vinNumber')} empty={!lead.machine.vinNumber}>
          <bdi>{lead.machine.vinNumber}</bdi>
        </Field>
        <Field label={t('leads.columns.product')} empty={!lead.product}>
          {lead.product ? (
            <a
              href={leadProductPath(lead.product)}
              target="_blank"
              rel="noreferrer"
              data-testid="lead-product-link"
            >
              <bdi>{lead.product.name}</bdi> (<bdi>{lead.product.catalogNumber}</bdi>)
            </a>
          ) : null}
        </Field>
        <Field label={t('leads.fields.source')}>
          {`${t(`leads.source.${lead.source}`)} · ${lead.language.toUpperCase()} · ${formatLeadDate(lead.createdAt)}`}
        </Field>
      </Box>
      <Field label={t('leads.fields.message')} empty={!lead.message}>
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          <bdi>{lead.message}</bdi>
        </Typography>
      </Field>
      {lead.photos.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {lead.photos.map((photo, index) => (
            <a key={photo._id} href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.url}
                alt={t('leads.fields.photo', { index: index + 1 })}
                width={120}
                height={90}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            </a>
          ))}
        </Box>
      ) : null}
      <Divider />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <LeadStatusChip status={lead.status} />
        <TextField
          select
          size="small"
          label={t('leads.fields.status')}
          value={lead.status}
          disabled={update.isPending}
          onChange={(event) => send({ status: event.target.value as LeadStatus })}
          fullWidth={false}
          sx={{ inlineSize: { xs: '100%', sm: 200 } }}
          slotProps={{ htmlInput: { 'data-testid': 'lead-status-select' } }}
        >
          {leadStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`leads.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('leads.fields.assignedTo')}
          value={lead.assignedTo?._id ?? ''}
          disabled={update.isPending}
          onChange={(event) => send({ assignedToId: event.target.value || null })}
          fullWidth={false}
          sx={{ inlineSize: { xs: '100%', sm: 240 } }}
          slotProps={{ htmlInput: { 'data-testid': 'lead-assignee-select' } }}
        >
          <MenuItem value="">{t('leads.fields.nobody')}</MenuItem>
          {assigneeChoices.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {quote.start ? (
          <Button variant="outlined" onClick={quote.start} data-testid="lead-create-quote">
            {t('leads.quote.create')}
          </Button>
        ) : null}
        {lead.links.priceQuoteDocId ? (
          <Typography data-testid="lead-quote-linked">{t('leads.quote.linked')}</Typography>
        ) : null}
      </Box>
      <LeadLinks lead={lead} />
      {quote.modal}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('leads.notes.title')}
        </Typography>
        <List dense>
          {lead.notes.map((entry) => (
            <ListItem key={`${entry.at}-${entry.text}`} disableGutters>
              <ListItemText
                primary={<bdi>{entry.text}</bdi>}
                secondary={`${entry.by} · ${formatLeadDate(entry.at)}`}
              />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            multiline
            label={t('leads.notes.add')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'lead-note-input' } }}
          />
          <Button
            variant="contained"
            disabled={!note.trim() || update.isPending}
            onClick={() => send({ note: note.trim() }, () => setNote(''))}
            data-testid="lead-note-save"
          >
            {t('leads.notes.save')}
          </Button>
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('leads.log.title')}
        </Typography>
        <List dense data-testid="lead-log">
          {log.map((entry) => (
            <ListItem key={`${entry.at}-${entry.action}`} disableGutters>
              <ListItemText
                primary={logLine(t, entry)}
                secondary={`${entry.by === 'storefront' ? t('leads.log.visitor') : entry.by} · ${formatLeadDate(entry.at)}`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}

function logLine(t: (key: string, options?: Record<string, unknown>) => string, entry: LeadLogEntry): string {
  if (entry.action === 'create') return t('leads.log.created');
  if (entry.action === 'note') return t('leads.log.noted', { note: entry.note });
  const customer =
    entry.action === 'customerCreated' || entry.action === 'customerLinked'
      ? [t(`leads.log.${entry.action}`)]
      : [];
  const changes = Object.entries(entry.changes).filter(([field]) => field !== 'customerUserId');
  const parts = changes.map(([field, change]) => {
    if (field === 'status')
      return t('leads.log.status', {
        from: t(`leads.status.${String(change.from)}`),
        to: t(`leads.status.${String(change.to)}`),
      });
    if (field === 'assignedToId') return t('leads.log.assigned');
    if (field === 'priceQuoteDocId') return t('leads.log.quoteLinked');
    if (field === 'serviceCallId') return t('leads.log.serviceCallLinked');
    return t('leads.log.changed', { field });
  });
  if (entry.note) parts.push(t('leads.log.noted', { note: entry.note }));
  return [...customer, ...parts].join(' · ');
}
