import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, Link, Typography } from '@mui/material';
import { documentSlots, type FileSlot, type Policy, photoSlots } from '@tg/domain';
import { useTranslation } from 'react-i18next';

/** Subscriptions made before the file slots existed kept their two documents as plain links. */
const legacyDocumentOf = { machineInsurance: 'carPolicy', machineLicense: 'carLicense' } as const;

function documentLink(policy: Policy, slot: (typeof documentSlots)[number]): string | null {
  return policy.files.documents[slot]?.value || policy.documents[legacyDocumentOf[slot]] || null;
}

/** The four photos as thumbnails and the two documents as links, each opening in a new tab. */
export function PolicyFiles({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="section" aria-label={t('agent-policies.files.images')}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('agent-policies.files.images')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
          {photoSlots.map((slot) => (
            <PhotoSlot
              key={slot}
              label={t(`agent-policies.files.slots.${slot}`)}
              file={policy.files.images[slot]}
            />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-label={t('agent-policies.files.documents')}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('agent-policies.files.documents')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0.5 }}>
          {documentSlots.map((slot) => {
            const href = documentLink(policy, slot);
            const label = t(`agent-policies.files.slots.${slot}`);
            return (
              <Box component="li" key={slot} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <InsertDriveFileIcon fontSize="small" color={href ? 'action' : 'disabled'} aria-hidden />
                {href ? (
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`policy-document-${slot}`}
                  >
                    {label}
                  </Link>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('agent-policies.files.missing', { name: label })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

function PhotoSlot({ label, file }: { label: string; file: FileSlot }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {file ? (
        <Link
          href={file.value}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('agent-policies.files.open', { name: label })}
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
            {t('agent-policies.files.noPhoto')}
          </Typography>
        </Box>
      )}
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}
