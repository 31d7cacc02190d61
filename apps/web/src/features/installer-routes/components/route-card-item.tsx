import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Chip, Link, Paper, TextField, Typography } from '@mui/material';
import type { RouteCard } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { translateFieldError } from '../../../app/api-errors';
import { GeneralStatusChip } from '../../document-tasks/components/general-status-chip';
import { localPhone } from '../../document-tasks/task-display';
import { useSaveRouteNumber } from '../api/use-installer-routes';
import { cardAddress, itemsCount } from '../route-display';

/** The message of a refused route number: the server's (taken: 409) by the field, else a general one. */
function routeNumberMessage(t: TFunction, error: unknown): string {
  const key =
    error instanceof ApiError ? (error.fields.routeNumber ?? error.fields['fields.routeNumber']) : undefined;
  return key ? (translateFieldError(t, key) ?? key) : t('installer-routes.modal.routeNumberError');
}

/** A card's route number, saved on leaving the field or Enter; a refusal keeps what was typed. */
function RouteNumberField({ card, disabled }: { card: RouteCard; disabled: boolean }) {
  const { t } = useTranslation();
  const saved = card.routeNumber === null ? '' : String(card.routeNumber);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRouteNumber();
  useEffect(() => setText(saved), [saved]);

  const commit = () => {
    const trimmed = text.trim();
    const value = trimmed === '' ? null : Number(trimmed);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > 999)) {
      setError(t('validation.invalidValue'));
      return;
    }
    if (value === card.routeNumber) {
      setError(null);
      return;
    }
    save.mutate(
      { docId: card.docId, routeNumber: value },
      { onSuccess: () => setError(null), onError: (failure) => setError(routeNumberMessage(t, failure)) },
    );
  };

  return (
    <TextField
      label={t('installer-routes.modal.routeNumber')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      disabled={disabled || save.isPending}
      error={Boolean(error)}
      helperText={error ?? undefined}
      size="small"
      type="number"
      slotProps={{
        htmlInput: { min: 1, max: 999, inputMode: 'numeric', 'data-testid': 'route-number' },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
      sx={{ inlineSize: 120, flexShrink: 0 }}
    />
  );
}

/** One stop of the route: its number, customer, address, phone, items, status and comments. */
export function RouteCardItem({
  card,
  stop,
  canNumber,
  onOpen,
}: {
  card: RouteCard;
  /** Its place in the day's route (the map's marker number). */
  stop: number;
  canNumber: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const phone = card.contactDetails.phoneNumber;
  return (
    <Paper
      variant="outlined"
      data-testid={`route-card-${card.docId}`}
      onClick={(event) => {
        // The number field, the phone link and the buttons do their own thing.
        if ((event.target as HTMLElement).closest('input, a, button, label')) return;
        onOpen();
      }}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, cursor: 'pointer' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={<bdi dir="ltr">{stop}</bdi>}
          aria-label={t('installer-routes.modal.stop', { number: stop })}
        />
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          aria-label={t('installer-routes.modal.openCard', { docId: card.docId })}
          sx={{ fontWeight: 600, minBlockSize: 48, textAlign: 'start' }}
          data-testid="route-card-open"
        >
          {t('installer-routes.modal.cardTitle', { docId: card.docId })}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <GeneralStatusChip status={card.generalStatus.status} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <RouteNumberField card={card} disabled={!canNumber} />
        <Box sx={{ minInlineSize: 0 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="route-card-customer">
            {card.userInformation.name}
          </Typography>
          <Typography variant="body2" data-testid="route-card-address">
            {cardAddress(card)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('installer-routes.modal.items', { count: itemsCount(card) })}
            {card.shippingAddress.hour && (
              <>
                {' · '}
                {t('installer-routes.modal.hour')} <bdi dir="ltr">{card.shippingAddress.hour}</bdi>
              </>
            )}
          </Typography>
        </Box>
      </Box>
      {phone && (
        <Link
          href={`tel:${phone}`}
          aria-label={t('installer-routes.modal.call', { phone: localPhone(phone) })}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minBlockSize: 48,
            alignSelf: 'flex-start',
          }}
          data-testid="route-card-phone"
        >
          <PhoneIcon fontSize="small" />
          <bdi dir="ltr">{localPhone(phone)}</bdi>
        </Link>
      )}
      {card.comments && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="route-card-comments">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('installer-routes.modal.comments')}:{' '}
          </Box>
          {card.comments}
        </Typography>
      )}
    </Paper>
  );
}
