import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { createLeadRequestSchema, type LeadLanguage, type LeadSource } from '@tg/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeWait, translateFieldError } from '../../../app/api-errors';
import { useCreateLead } from '../api/use-storefront';
import { useStorefrontPaths } from '../storefront-paths';

interface QuoteDraft {
  name: string;
  phoneNumber: string;
  tractorNumber: string;
  vinNumber: string;
  message: string;
}
type DraftField = keyof QuoteDraft;

const emptyDraft: QuoteDraft = { name: '', phoneNumber: '', tractorNumber: '', vinNumber: '', message: '' };
const fieldOrder: DraftField[] = ['name', 'phoneNumber', 'tractorNumber', 'vinNumber', 'message'];

/** The request's paths (`machine.vinNumber`) as the form's fields. */
const fieldOfPath: Record<string, DraftField> = {
  name: 'name',
  phoneNumber: 'phoneNumber',
  'machine.tractorNumber': 'tractorNumber',
  'machine.vinNumber': 'vinNumber',
  message: 'message',
};

/** What was typed survives a failed send, a reload and a visit to another page (until the tab closes). */
export const quoteDraftKey = (productId?: string) => `tg.quote-draft${productId ? `:${productId}` : ''}`;

function readDraft(key: string): QuoteDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<QuoteDraft> | null;
    return { ...emptyDraft, ...(stored ?? {}) };
  } catch {
    return emptyDraft;
  }
}

export interface QuoteFormProps {
  source: Extract<LeadSource, 'contact' | 'product'>;
  /** The product asked about (its page's request-a-quote). */
  productId?: string;
  /** The first words of the message, when the form opens empty ("About: windscreen 10045"). */
  initialMessage?: string;
  /** Called with the lead's number once the request is in. */
  onSent?: (leadNumber: number) => void;
}

/**
 * Request a quote: name, phone, the machine by plate or chassis (optional) and a message, sent as a
 * lead (POST /api/leads). The server's per-field messages show by their fields; a refused send
 * (too many requests, no connection) keeps everything typed.
 */
export function QuoteForm({ source, productId, initialMessage = '', onSent }: QuoteFormProps) {
  const { t } = useTranslation();
  const { language } = useStorefrontPaths();
  const formId = useId();
  const storageKey = quoteDraftKey(productId);
  const [draft, setDraft] = useState<QuoteDraft>(() => {
    const stored = readDraft(storageKey);
    return stored.message || !initialMessage ? stored : { ...stored, message: initialMessage };
  });
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leadNumber, setLeadNumber] = useState<number | null>(null);
  const createLead = useCreateLead();

  useEffect(() => {
    if (leadNumber === null) sessionStorage.setItem(storageKey, JSON.stringify(draft));
  }, [draft, storageKey, leadNumber]);

  const change = (field: DraftField) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (byPath: Record<string, string>) => {
    const next: Partial<Record<DraftField, string>> = {};
    for (const [path, message] of Object.entries(byPath)) {
      const field = fieldOfPath[path];
      if (field && !next[field]) next[field] = message;
    }
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
    return Object.keys(next).length > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = {
      name: draft.name,
      phoneNumber: draft.phoneNumber,
      machine: { tractorNumber: draft.tractorNumber, vinNumber: draft.vinNumber },
      message: draft.message,
      productId,
      source,
      language: language as LeadLanguage,
    };
    const checked = createLeadRequestSchema.safeParse(request);
    if (!checked.success) {
      showErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    try {
      const answer = await createLead.mutateAsync(request);
      sessionStorage.removeItem(storageKey);
      setLeadNumber(answer.leadNumber);
      onSent?.(answer.leadNumber);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const wait = error.retryAfterSeconds ? ` ${describeWait(t, error.retryAfterSeconds)}` : '';
        setFailure(`${t('storefront.quote.rateLimited')}${wait}`);
      } else if (error instanceof ApiError && error.status === 400 && showErrors(error.fields)) {
        setFailure(t('storefront.quote.checkFields'));
      } else {
        setFailure(t('storefront.quote.failed'));
      }
    }
  };

  if (leadNumber !== null) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 3 }} data-testid="quote-sent">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
          {t('storefront.quote.sentTitle')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('storefront.quote.sentBody', { name: draft.name.trim() })}</Typography>
        <Typography sx={{ mt: 2, fontWeight: 700, fontSize: '1.25rem' }} data-testid="quote-lead-number">
          {t('storefront.quote.leadNumber', { number: leadNumber })}
        </Typography>
      </Box>
    );
  }

  const fieldProps = (field: DraftField) => ({
    id: `${formId}-${field}`,
    value: draft[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText:
      translateFieldError(t, errors[field]) ?? t(`storefront.quote.hints.${field}`, { defaultValue: '' }),
    label: t(`storefront.quote.fields.${field}`),
    slotProps: { htmlInput: { 'data-testid': `quote-${field}` } },
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('storefront.quote.formLabel')}>
      <Stack spacing={2}>
        {failure ? (
          <Alert severity="error" role="alert" data-testid="quote-failure">
            {failure}
          </Alert>
        ) : null}
        <TextField {...fieldProps('name')} required autoComplete="name" />
        <TextField {...fieldProps('phoneNumber')} required type="tel" autoComplete="tel" inputMode="tel" />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('storefront.quote.machineLegend')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps('tractorNumber')} inputMode="numeric" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps('vinNumber')}
                slotProps={{ htmlInput: { 'data-testid': 'quote-vinNumber', dir: 'ltr' } }}
              />
            </Grid>
          </Grid>
        </Box>
        <TextField {...fieldProps('message')} multiline minRows={4} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          loading={createLead.isPending}
          data-testid="quote-submit"
        >
          {t('storefront.quote.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('storefront.quote.privacy')}
        </Typography>
      </Stack>
    </Box>
  );
}
