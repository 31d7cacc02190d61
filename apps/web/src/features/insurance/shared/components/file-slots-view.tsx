import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { documentSlots, type FileSlot, type Files, photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';

export interface FileSlotsViewProps {
  files: Files;
  /** Photos kept as plain links by older subscriptions, shown after the four slots. */
  extraPhotos?: readonly string[];
  /** False where photos are not expected (a subscription that has none). */
  showPhotos?: boolean;
  /** The level of the two headings, under the heading of the section the view stands in. */
  headingLevel?: 'h3' | 'h4';
  /** Test hooks: `<prefix>-photo` on each photo link and `<prefix>-document` on each document link. */
  testIdPrefix: string;
}

const listSx = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const;

/**
 * A record's file slots read-only (spec 1 §3): the four photos as thumbnails and the two documents
 * as links, each opening in a new tab; an empty slot says so.
 */
export function FileSlotsView({
  files,
  extraPhotos = [],
  showPhotos = true,
  headingLevel = 'h3',
  testIdPrefix,
}: FileSlotsViewProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {showPhotos ? (
        <Box component="section">
          <Typography component={headingLevel} variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
            {t('insurance.files.photos')}
          </Typography>
          <Box
            component="ul"
            sx={{ ...listSx, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}
          >
            {photoSlots.map((slot) => (
              <Photo
                key={slot}
                slot={slot}
                label={t(`insurance.files.slots.${slot}`)}
                file={files.images[slot]}
                testId={`${testIdPrefix}-photo`}
              />
            ))}
            {extraPhotos.map((url, index) => (
              <Photo
                key={url}
                slot="extra"
                label={t('insurance.files.extraPhoto', { number: index + 1 })}
                file={{ _id: url, value: url, previewUrl: url, fileName: '' }}
                testId={`${testIdPrefix}-photo`}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box component="section">
        <Typography component={headingLevel} variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
          {t('insurance.files.documents')}
        </Typography>
        <Box component="ul" sx={{ ...listSx, gap: 1 }}>
          {documentSlots.map((slot) => (
            <Box
              component="li"
              key={slot}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <InsertDriveFileIcon
                fontSize="small"
                color={files.documents[slot] ? 'action' : 'disabled'}
                aria-hidden
              />
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {t(`insurance.files.slots.${slot}`)}:
              </Typography>
              <DocumentLink slot={slot} file={files.documents[slot]} testId={`${testIdPrefix}-document`} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function Photo({
  slot,
  label,
  file,
  testId,
}: {
  slot: string;
  label: string;
  file: FileSlot;
  testId: string;
}) {
  const { t } = useTranslation();
  const frame = { width: '100%', aspectRatio: '4 / 3', borderRadius: 1, display: 'block' } as const;
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box component="figure" sx={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {file ? (
          <Link
            href={file.value}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('insurance.files.open', { name: label })}
            data-testid={testId}
            data-slot={slot}
          >
            <Box
              component="img"
              src={file.previewUrl || file.value}
              alt={label}
              loading="lazy"
              sx={{ ...frame, objectFit: 'cover' }}
            />
          </Link>
        ) : (
          <Box
            sx={{
              ...frame,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {t('insurance.files.noPhoto')}
            </Typography>
          </Box>
        )}
        <Typography component="figcaption" variant="caption" sx={{ textAlign: 'center' }}>
          {label}
        </Typography>
      </Box>
    </Box>
  );
}

function DocumentLink({ slot, file, testId }: { slot: string; file: FileSlot; testId: string }) {
  const { t } = useTranslation();
  if (!file) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('insurance.files.notAttached')}
      </Typography>
    );
  }
  const name = file.fileName || t('insurance.files.document');
  return (
    <Link
      href={file.value}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      aria-label={t('insurance.files.open', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
      data-testid={testId}
      data-slot={slot}
    >
      <bdi>{name}</bdi>
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
