import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import {
  checkUpload,
  createLeadRequestSchema,
  type LeadLanguage,
  type LeadSource,
  leadContracts,
  maxLeadPhotos,
} from '@tg/domain';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../app/api-client';
import { describeWait, translateFieldError } from '../../../app/api-errors';
import { useCreateLead } from '../api/use-storefront';
import { useStorefrontPaths } from '../storefront-paths';

interface QuotePhoto {
  id: string;
  name: string;
}

interface QuoteDraft {
  name: string;
  phoneNumber: string;
  tractorNumber: string;
  vinNumber: string;
  message: string;
  /** Photos already uploaded (leadContracts.uploadPhoto), sent as the lead's `photoIds`. */
  photos: QuotePhoto[];
}
type DraftField = Exclude<keyof QuoteDraft, 'photos'>;

const emptyDraft: QuoteDraft = {
  name: '',
  phoneNumber: '',
  tractorNumber: '',
  vinNumber: '',
  message: '',
  photos: [],
};
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
    const draft = { ...emptyDraft, ...(stored ?? {}) };
    return Array.isArray(draft.photos) ? draft : { ...draft, photos: [] };
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
  const [uploading, setUploading] = useState(0);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const photosInput = useRef<HTMLInputElement>(null);
  const createLead = useCreateLead();

  /** Each chosen picture is checked (PNG or JPEG, up to 5 MB) and uploaded at once, up to four. */
  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    let room = maxLeadPhotos - draft.photos.length - uploading;
    const accepted = files.filter((file) => {
      const verdict = checkUpload(file, 'photo');
      if (verdict !== 'ok') {
        problems.push(t(`errors.upload.${verdict}`, { name: file.name }));
        return false;
      }
      if (room <= 0) {
        problems.push(t('storefront.quote.photos.tooMany', { count: maxLeadPhotos }));
        return false;
      }
      room -= 1;
      return true;
    });
    setPhotoProblems([...new Set(problems)]);
    setUploading((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const answer = await call(leadContracts.uploadPhoto, { file, fileName: file.name });
          setDraft((current) => ({
            ...current,
            photos: [...current.photos, { id: answer._id, name: file.name }],
          }));
        } catch (error) {
          const text =
            error instanceof ApiError && error.status === 429
              ? t('storefront.quote.rateLimited')
              : t('errors.upload.failed', { name: file.name });
          setPhotoProblems((current) => [...current, text]);
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  const removePhoto = (id: string) =>
    setDraft((current) => ({ ...current, photos: current.photos.filter((photo) => photo.id !== id) }));

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
      photoIds: draft.photos.map((photo) => photo.id),
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
        <Box>
          {/* A real button that opens the hidden file input: a label styled as a button is no button to assistive technology. */}
          <Button
            variant="outlined"
            startIcon={<AddAPhotoIcon />}
            disabled={draft.photos.length + uploading >= maxLeadPhotos}
            loading={uploading > 0}
            loadingPosition="start"
            onClick={() => photosInput.current?.click()}
          >
            {t('storefront.quote.photos.add', { count: maxLeadPhotos })}
          </Button>
          <input
            ref={photosInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            onChange={addPhotos}
            data-testid="quote-photos-input"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('storefront.quote.photos.hint')}
          </Typography>
          {draft.photos.length > 0 ? (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1, mb: 0 }}
            >
              {draft.photos.map((photo) => (
                <li key={photo.id}>
                  <Chip
                    label={photo.name}
                    onDelete={() => removePhoto(photo.id)}
                    data-testid="quote-photo"
                    deleteIcon={
                      <CancelIcon
                        aria-label={t('storefront.quote.photos.remove', { name: photo.name })}
                        aria-hidden={false}
                      />
                    }
                  />
                </li>
              ))}
            </Box>
          ) : null}
          {photoProblems.map((problem) => (
            <Alert key={problem} severity="warning" sx={{ mt: 1 }} data-testid="quote-photo-problem">
              {problem}
            </Alert>
          ))}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          loading={createLead.isPending}
          disabled={uploading > 0}
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
