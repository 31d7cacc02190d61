import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, IconButton, LinearProgress, Link, Typography } from '@mui/material';
import { acceptAttribute, slotPurpose } from '@tg/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { useWizardContext } from '../wizard-context';
import { type SlotName, slotFile } from '../wizard-values';

/**
 * One upload slot (spec 1 §2 steps 4–5): upload with progress, a link to view the stored file and
 * remove, which empties the slot (null).
 */
export function FileSlotCard({ slot }: { slot: SlotName }) {
  const { t } = useTranslation();
  const { wizard, uploads } = useWizardContext();
  const input = useRef<HTMLInputElement>(null);
  const purpose = slotPurpose(slot);
  const file = slotFile(wizard.values.files, slot);
  const progress = uploads.progress[slot];
  const isUploading = progress !== undefined;
  const title = t(`insurance-wizard.files.slots.${slot}`);
  const path = `files.${purpose === 'photo' ? 'images' : 'documents'}.${slot}`;
  const error = wizard.errorFor(path);
  const failure = uploads.failures[slot];
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: error ? 'error.main' : undefined }}
      tabIndex={-1}
      data-anchor={path}
      data-testid={`wizard-slot-${slot}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {file && purpose === 'photo' ? (
          <Box
            component="img"
            src={file.url}
            alt={t('insurance-wizard.files.preview', { slot: title })}
            sx={{ inlineSize: '100%', blockSize: 120, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        {file ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minInlineSize: 0 }}>
            {purpose === 'document' ? <DescriptionIcon fontSize="small" color="action" /> : null}
            <Typography variant="body2" noWrap sx={{ flexGrow: 1 }} title={file.name}>
              {file.name}
            </Typography>
            <IconButton
              size="small"
              component={Link}
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('insurance-wizard.files.view', { name: file.name })}
              data-testid={`wizard-slot-view-${slot}`}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              onClick={() => wizard.setFile(slot, null)}
              aria-label={t('insurance-wizard.files.remove', { name: file.name })}
              data-testid={`wizard-slot-remove-${slot}`}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('insurance-wizard.files.empty')}
          </Typography>
        )}
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {translateFieldError(t, error)}
          </Typography>
        ) : null}
        {failure ? (
          <Typography variant="body2" color="error" role="alert" data-testid={`wizard-slot-failure-${slot}`}>
            {failure}
          </Typography>
        ) : null}
        {isUploading ? (
          <Box role="status" aria-label={t('insurance-wizard.files.uploading', { slot: title })}>
            <LinearProgress
              variant={progress === null ? 'indeterminate' : 'determinate'}
              value={progress ?? 0}
            />
          </Box>
        ) : null}
        {/* A real button opening a hidden input: a label styled as a button ignores the keyboard. */}
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={isUploading}
          onClick={() => input.current?.click()}
          aria-label={`${file ? t('insurance-wizard.files.replace') : t('insurance-wizard.files.upload')}: ${title}`}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`wizard-slot-upload-${slot}`}
        >
          {file ? t('insurance-wizard.files.replace') : t('insurance-wizard.files.upload')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={acceptAttribute(purpose)}
          data-testid={`wizard-slot-input-${slot}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // The same file may be chosen again after a failure or a removal.
            event.target.value = '';
            if (chosen) uploads.upload(slot, chosen);
          }}
        />
      </CardContent>
    </Card>
  );
}
