import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { documentSlots, type FileSlot, type Files, photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './detail-list';

const slotBox = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  minWidth: 0,
} as const;

/** The four photos as thumbnails and the two documents as links; an empty slot says so. */
export function FilesSection({ files }: { files: Files }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('service-calls.details.files.title')} testId="service-call-files">
      <Typography component="h4" variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
        {t('service-calls.details.files.photos')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          marginBlockEnd: 2,
        }}
      >
        {photoSlots.map((slot) => (
          <Box component="li" key={slot} sx={slotBox}>
            <PhotoSlot label={t(`service-calls.details.files.slots.${slot}`)} file={files.images[slot]} />
          </Box>
        ))}
      </Box>
      <Typography component="h4" variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
        {t('service-calls.details.files.documents')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
        {documentSlots.map((slot) => (
          <Box component="li" key={slot} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <InsertDriveFileIcon color="action" aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {t(`service-calls.details.files.slots.${slot}`)}:
            </Typography>
            <DocumentLink file={files.documents[slot]} />
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}

function PhotoSlot({ label, file }: { label: string; file: FileSlot }) {
  const { t } = useTranslation();
  return (
    <>
      {file ? (
        <Link
          href={file.value}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('service-calls.details.files.open', { name: label })}
          sx={{ display: 'block' }}
          data-testid="service-call-photo"
        >
          <Box
            component="img"
            src={file.previewUrl || file.value}
            alt={label}
            loading="lazy"
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
        </Link>
      ) : (
        <Box
          sx={{
            aspectRatio: '4 / 3',
            display: 'grid',
            placeItems: 'center',
            backgroundColor: 'action.hover',
            paddingInline: 1,
            textAlign: 'center',
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('service-calls.details.files.notAttached')}
          </Typography>
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ paddingInline: 1, paddingBlock: 0.5 }}>
        {label}
      </Typography>
    </>
  );
}

function DocumentLink({ file }: { file: FileSlot }) {
  const { t } = useTranslation();
  if (!file) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('service-calls.details.files.notAttached')}
      </Typography>
    );
  }
  const name = file.fileName || t('service-calls.details.files.document');
  return (
    <Link
      href={file.value}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('service-calls.details.files.open', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
      data-testid="service-call-document"
    >
      <bdi>{name}</bdi>
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
