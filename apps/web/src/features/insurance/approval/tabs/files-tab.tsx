import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Link, Typography } from '@mui/material';
import { documentSlots, type FileSlot, photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { ApprovalView } from '../approval-view';

/** Documents, and the four photos for service calls (and for any subscription that has some). */
export function FilesTab({ view }: { view: ApprovalView }) {
  const { t } = useTranslation();
  const { images, documents } = view.files;
  const hasPhotos = photoSlots.some((slot) => images[slot]) || view.legacyImages.length > 0;
  const showPhotos = view.kind === 'serviceCall' || hasPhotos;
  const legacy = (['carLicense', 'carPolicy'] as const).filter((name) => view.legacyDocuments[name]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box component="section">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
          {t('approval.files.documentsTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
          {documentSlots.map((slot) => (
            <DocumentRow key={slot} label={t(`approval.files.slots.${slot}`)} file={documents[slot]} />
          ))}
          {legacy.map((name) => (
            <DocumentRow
              key={name}
              label={t(`approval.files.slots.${name}`)}
              file={{ _id: name, value: view.legacyDocuments[name] ?? '', previewUrl: '', fileName: '' }}
            />
          ))}
        </Box>
      </Box>
      {showPhotos ? (
        <Box component="section">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
            {t('approval.files.photosTitle')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              gap: 1.5,
            }}
          >
            {photoSlots.map((slot) => (
              <Photo key={slot} label={t(`approval.files.slots.${slot}`)} file={images[slot]} />
            ))}
            {view.legacyImages.map((url, index) => (
              <Photo
                key={url}
                label={t('approval.files.extraPhoto', { number: index + 1 })}
                file={{ _id: url, value: url, previewUrl: url, fileName: '' }}
              />
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

function DocumentRow({ label, file }: { label: string; file: FileSlot }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <DescriptionIcon fontSize="small" color={file ? 'primary' : 'disabled'} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {label}:
      </Typography>
      {file ? (
        <Link href={file.value} target="_blank" rel="noopener noreferrer" variant="body2">
          {file.fileName ? <bdi>{file.fileName}</bdi> : t('approval.files.open')}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('approval.files.none')}
        </Typography>
      )}
    </Box>
  );
}

function Photo({ label, file }: { label: string; file: FileSlot }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {file ? (
        <Link
          href={file.value}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('approval.files.openPhoto', { label })}
        >
          <Box
            component="img"
            src={file.previewUrl || file.value}
            alt={label}
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 1,
              display: 'block',
            }}
          />
        </Link>
      ) : (
        <Box
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            borderRadius: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('approval.files.noPhoto')}
          </Typography>
        </Box>
      )}
      <Typography component="figcaption" variant="caption" sx={{ textAlign: 'center' }}>
        {label}
      </Typography>
    </Box>
  );
}
