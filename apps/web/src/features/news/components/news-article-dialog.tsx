import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  formatDisplayDate,
  maxNewsBodyLength,
  maxNewsSlugLength,
  maxNewsSummaryLength,
  maxNewsTitleLength,
  type NewsArticle,
  type NewsLanguage,
  newsArticleInputSchema,
  newsLanguages,
  parseDisplayDate,
  todayIso,
} from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError, translateFieldError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { ChooseFilesButton } from '../../files/components/attached-files';
import { uploadFailureText } from '../../files/upload-failure';
import { uploadFile } from '../../files/upload-file';
import { useSaveNewsArticle } from '../api/use-news-articles';

export interface NewsArticleDialogProps {
  open: boolean;
  /** The article edited; none to write a new one. */
  article?: NewsArticle;
  onClose: () => void;
}

/** The editor's values as typed: the publish day as DD/MM/YYYY. */
interface Values {
  title: string;
  summary: string;
  body: string;
  slug: string;
  language: NewsLanguage;
  publishAt: string;
  published: boolean;
  imageId: string | null;
  imageUrl: string | null;
}
type Field = 'title' | 'summary' | 'body' | 'slug' | 'language' | 'publishAt' | 'imageId';
const fieldOrder: readonly Field[] = ['title', 'summary', 'body', 'slug', 'language', 'publishAt', 'imageId'];

function initialValues(article: NewsArticle | undefined, language: string): Values {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    slug: article?.slug ?? '',
    language:
      article?.language ??
      ((newsLanguages as readonly string[]).includes(language) ? (language as NewsLanguage) : 'he'),
    publishAt: formatDisplayDate(article?.publishAt ?? todayIso()),
    published: article?.published ?? false,
    imageId: article?.imageId ?? null,
    imageUrl: article?.imageUrl ?? null,
  };
}

/** What the call takes: the day read back from DD/MM/YYYY (left as typed when it is not a day). */
const toInput = (values: Values) => ({
  title: values.title,
  summary: values.summary,
  body: values.body,
  slug: values.slug.trim(),
  language: values.language,
  publishAt: parseDisplayDate(values.publishAt) ?? values.publishAt,
  published: values.published,
  imageId: values.imageId,
});

/**
 * Writing or editing a news article (issue 17): title, summary, plain-text body (paragraphs at
 * blank lines), its address, a picture with its preview, language, publish day (DD/MM/YYYY) and
 * whether it is published. Checked with the server's schema; a taken address is said by its field.
 */
export function NewsArticleDialog(props: NewsArticleDialogProps) {
  const openings = useOpeningCount(props.open);
  return <NewsArticleForm key={`${openings}:${props.article?._id ?? 'new'}`} {...props} />;
}

function NewsArticleForm({ open, article, onClose }: NewsArticleDialogProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const save = useSaveNewsArticle();
  const [values, setValues] = useState<Values>(() => initialValues(article, i18n.language));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isUploading, setUploading] = useState(false);
  const isEdit = Boolean(article);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.querySelector<HTMLElement>(`[data-testid="news-field-${first}"]`)?.focus();
  };

  const submit = async () => {
    if (save.isPending || isUploading) return;
    const parsed = newsArticleInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: article?._id });
      notify.success(t(isEdit ? 'news.notices.updated' : 'news.notices.created'));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const found: Partial<Record<Field, string>> = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = path.split('.')[0] as Field;
        if (fieldOrder.includes(field)) found[field] = message;
      }
      setErrors(found);
      focusFirst(found);
      notify.error(
        `${t(isEdit ? 'news.notices.updateError' : 'news.notices.createError')}. ${describeError(t, error)}`,
      );
    }
  };

  const choosePicture = async ([file]: File[]) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'photo');
      setValues((current) => ({ ...current, imageId: stored._id, imageUrl: stored.url }));
      setErrors((current) => ({ ...current, imageId: undefined }));
    } catch (error) {
      notify.error(uploadFailureText(t, file.name, error));
    } finally {
      setUploading(false);
    }
  };

  const errorOf = (field: Field) => translateFieldError(t, errors[field]);
  const text = (field: 'title' | 'summary' | 'body' | 'slug', max: number, extra: object = {}) => (
    <TextField
      label={t(`news.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      required={field === 'title' || field === 'body'}
      fullWidth
      size="small"
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? (field === 'slug' ? t('news.fields.slugHint') : ' ')}
      // Each article is written in its own language, whatever the interface's.
      slotProps={{ htmlInput: { maxLength: max, dir: 'auto', 'data-testid': `news-field-${field}` } }}
      {...extra}
    />
  );

  return (
    <RecordFormDialog
      open={open}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      onSubmit={() => void submit()}
      title={t(isEdit ? 'news.dialog.editTitle' : 'news.dialog.createTitle')}
      subtitle={article?.title}
      testId="news-dialog"
    >
      <DialogContent dividers>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>{text('title', maxNewsTitleLength, { autoFocus: true })}</Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            {text('summary', maxNewsSummaryLength, { multiline: true, minRows: 2 })}
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            {text('body', maxNewsBodyLength, {
              multiline: true,
              minRows: 6,
              placeholder: t('news.fields.bodyHint'),
            })}
          </Box>
          {text('slug', maxNewsSlugLength)}
          <TextField
            select
            label={t('news.fields.language')}
            value={values.language}
            onChange={(event) => set('language', event.target.value as NewsLanguage)}
            fullWidth
            size="small"
            error={Boolean(errorOf('language'))}
            helperText={errorOf('language') ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'news-field-language' } }}
          >
            {newsLanguages.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`news.languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('news.fields.publishAt')}
            value={values.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            required
            fullWidth
            size="small"
            placeholder="DD/MM/YYYY"
            error={Boolean(errorOf('publishAt'))}
            helperText={errorOf('publishAt') ?? t('news.fields.publishAtHint')}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                inputMode: 'numeric',
                maxLength: 10,
                'data-testid': 'news-field-publishAt',
              },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.published}
                onChange={(event) => set('published', event.target.checked)}
                slotProps={{ input: { 'data-testid': 'news-field-published' } as object }}
              />
            }
            label={t('news.fields.published')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="p" sx={{ marginBlockEnd: 1 }}>
              {t('news.fields.image')}
            </Typography>
            {values.imageUrl ? (
              <img
                src={values.imageUrl}
                alt={t('news.fields.imagePreview')}
                width={320}
                height={180}
                data-testid="news-image-preview"
                style={{
                  display: 'block',
                  maxInlineSize: '100%',
                  blockSize: 'auto',
                  objectFit: 'cover',
                  borderRadius: 4,
                  marginBlockEnd: 8,
                }}
              />
            ) : null}
            {isUploading ? (
              <LinearProgress aria-label={t('news.fields.uploading')} sx={{ marginBlockEnd: 1 }} />
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <ChooseFilesButton
                purpose="photo"
                multiple={false}
                label={t(values.imageId ? 'news.fields.replaceImage' : 'news.fields.chooseImage')}
                icon={<AddPhotoIcon />}
                disabled={isUploading}
                onChoose={(files) => void choosePicture(files)}
                testId="news-choose-image"
                inputTestId="news-image-input"
              />
              {values.imageId ? (
                <Button
                  onClick={() => setValues((current) => ({ ...current, imageId: null, imageUrl: null }))}
                  data-testid="news-remove-image"
                >
                  {t('news.fields.removeImage')}
                </Button>
              ) : null}
            </Box>
            {errorOf('imageId') ? (
              <Typography variant="caption" color="error" role="alert">
                {errorOf('imageId')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending} data-testid="news-dialog-cancel">
          {t('news.dialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || isUploading}
          data-testid="news-dialog-save"
        >
          {t(isEdit ? 'news.dialog.update' : 'news.dialog.create')}
        </Button>
      </DialogActions>
    </RecordFormDialog>
  );
}
