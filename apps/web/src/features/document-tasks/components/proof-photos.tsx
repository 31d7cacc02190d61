import AddAPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { BusinessDocument } from '@tg/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofPhotos } from '../api/use-proof-photos';

/**
 * The card's proof photos as thumbnails (each opens full size), and, while the card can be acted
 * on, "add photo" straight from the phone's camera, with each upload's progress and any refusal.
 */
export function ProofPhotos({ doc, readOnly }: { doc: BusinessDocument; readOnly: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const photos = useProofPhotos(doc);
  const images = doc.proofImages;
  if (readOnly && images.length === 0) return null;

  return (
    <Box data-testid="task-photos">
      {images.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 0.5 }}>
            {t('document-tasks.photos.title', { number: images.length })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, marginBlockEnd: 1 }}>
            {images.map((image, index) => (
              <Box
                key={image.value}
                component="a"
                href={image.value}
                target="_blank"
                rel="noopener"
                aria-label={t('document-tasks.photos.open', { index: index + 1 })}
                sx={{
                  display: 'inline-flex',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  component="img"
                  src={image.value}
                  alt=""
                  loading="lazy"
                  data-testid="task-photo"
                  sx={{ inlineSize: 64, blockSize: 64, objectFit: 'cover', display: 'block' }}
                />
              </Box>
            ))}
          </Stack>
        </>
      )}
      {!readOnly && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="task-photo-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              photos.upload(files);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<AddAPhotoIcon />}
            onClick={() => input.current?.click()}
            aria-label={t('document-tasks.photos.addFor', { docId: doc.docId })}
            data-testid="task-photo-add"
            sx={{ minBlockSize: 48 }}
          >
            {t('document-tasks.photos.add')}
          </Button>
        </>
      )}
      {photos.running.map((upload) => (
        <Box key={upload.key} sx={{ marginBlockStart: 1 }} data-testid="task-photo-upload">
          <Typography variant="body2">
            {upload.percent === null
              ? t('document-tasks.photos.uploadingUnknown', { name: upload.name })
              : t('document-tasks.photos.uploading', { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress
            variant={upload.percent === null ? 'indeterminate' : 'determinate'}
            value={upload.percent ?? undefined}
            aria-label={upload.name}
          />
        </Box>
      ))}
      {photos.problems.map((problem) => (
        <Alert
          key={problem.key}
          severity="error"
          onClose={() => photos.dismiss(problem.key)}
          sx={{ marginBlockStart: 1 }}
          data-testid="task-photo-error"
        >
          {problem.text}
        </Alert>
      ))}
    </Box>
  );
}
