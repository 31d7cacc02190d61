import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  Link,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { acceptAttribute } from '@tg/domain';
import { useId, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import type { FileUploads } from '../../../files/use-file-uploads';
import type { PolicyProductFormValues } from './policy-product-form-values';

export interface TermsDocumentFieldProps {
  /** The dialog's uploads, so closing and saving can wait for them. */
  uploads: FileUploads;
}

/**
 * The terms of the service letter (spec 3 §2.8): an uploaded document (PDF, Word or image, up to
 * 5 MB) or a typed http(s) link. While a document is attached the link is not asked for; clearing
 * the document brings the link and the upload button back. Errors of either are shown here.
 */
export function TermsDocumentField({ uploads }: TermsDocumentFieldProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { control, setValue, clearErrors } = useFormContext<PolicyProductFormValues>();
  const document = useWatch({ control, name: 'termsDocument' });
  const { field, fieldState } = useController({ control, name: 'link' });
  const error = translateFieldError(t, fieldState.error?.message);
  const fileInput = useRef<HTMLInputElement>(null);
  const isUploading = uploads.pending.length > 0;

  const clearDocument = () => {
    setValue('termsDocument', null, { shouldDirty: true });
    clearErrors('link');
  };

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="policy-product-terms">
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
        {t('policy-products.form.terms')}
      </Typography>
      {document ? (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              paddingBlock: 0.5,
              paddingInline: 1.5,
            }}
          >
            <InsertDriveFileIcon color="action" />
            <Link
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('policy-products.form.openDocument', { name: document.name })}
              sx={{ flex: 1, minWidth: 0, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              data-testid="policy-product-document-open"
            >
              <Box
                component="bdi"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {document.name}
              </Box>
              <OpenInNewIcon fontSize="inherit" aria-hidden />
            </Link>
            <Tooltip title={t('policy-products.form.clearDocument')}>
              <IconButton
                size="small"
                onClick={clearDocument}
                aria-label={t('policy-products.form.clearDocumentNamed', { name: document.name })}
                data-testid="policy-product-document-clear"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <FormHelperText error={Boolean(error)} sx={{ marginInline: 1.75 }}>
            {error ?? t('policy-products.form.documentHint')}
          </FormHelperText>
        </>
      ) : (
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('policy-products.form.link')}
            placeholder="https://"
            fullWidth
            disabled={isUploading}
            error={Boolean(error)}
            helperText={error ?? t('policy-products.form.linkHint')}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                inputMode: 'url',
                autoComplete: 'off',
                spellCheck: false,
                maxLength: 2000,
                'data-testid': 'policy-product-link',
              },
            }}
          />
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={acceptAttribute('document')}
            data-testid="policy-product-document-input"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []).slice(0, 1);
              // Cleared so choosing the same file again (after clearing it) fires a change.
              event.target.value = '';
              uploads.add(chosen, 'document');
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={isUploading}
            sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
            data-testid="policy-product-document-upload"
          >
            {t('policy-products.form.uploadDocument')}
          </Button>
        </Box>
      )}
      {uploads.pending.map((upload) => (
        <Box
          key={upload.key}
          role="status"
          sx={{ marginBlockStart: 1 }}
          data-testid="policy-product-uploading"
        >
          <Typography variant="body2" color="text.secondary">
            {t('policy-products.form.uploading', { name: upload.name })}
          </Typography>
          <LinearProgress aria-label={t('policy-products.form.uploading', { name: upload.name })} />
        </Box>
      ))}
    </Box>
  );
}

/** View mode: only a link that opens the terms in a new tab (spec 3 §6), or a word that there are none. */
export function TermsDocumentLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
        {t('policy-products.form.terms')}
      </Typography>
      {url ? (
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          data-testid="policy-product-terms-view"
        >
          {t('policy-products.viewTerms')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="policy-product-terms-none">
          {t('policy-products.noTerms')}
        </Typography>
      )}
    </Box>
  );
}
