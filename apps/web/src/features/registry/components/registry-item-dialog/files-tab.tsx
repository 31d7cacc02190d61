import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { acceptAttribute, type UploadPurpose } from '@tg/domain';
import { type ReactNode, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRegistryDialog } from './registry-dialog-context';
import { isImageFile, type RegistryFormFile, type RegistryFormValues } from './registry-form-values';

/**
 * Images and documents of the record. Photos (PNG, JPEG) and documents (PDF, Word, images) up to
 * 5 MB are checked here before uploading and again by the server; they upload when chosen and are
 * kept on the record when it is saved. Images show as thumbnails, documents as links.
 */
export function FilesTab() {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<RegistryFormValues>();
  const { isReadOnly, uploads } = useRegistryDialog();
  const files = useWatch({ control, name: 'files' });
  const images = files.filter(isImageFile);
  const documents = files.filter((file) => !isImageFile(file));

  const remove = (file: RegistryFormFile) =>
    setValue(
      'files',
      getValues('files').filter((candidate) => candidate._id !== file._id),
      { shouldDirty: true },
    );

  const removeButton = (file: RegistryFormFile) =>
    isReadOnly ? undefined : (
      <Tooltip title={t('registry.files.remove', { name: file.name })}>
        <IconButton
          size="small"
          onClick={() => remove(file)}
          aria-label={t('registry.files.remove', { name: file.name })}
          data-testid="registry-file-remove"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );

  return (
    <Stack spacing={2}>
      {isReadOnly ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <UploadButton purpose="photo" label={t('registry.files.addPhoto')} icon={<AddPhotoIcon />} />
          <UploadButton
            purpose="document"
            label={t('registry.files.addDocument')}
            icon={<UploadFileIcon />}
          />
          <Typography variant="body2" color="text.secondary">
            {t('registry.files.hint')}
          </Typography>
        </Box>
      )}
      {uploads.pending.length > 0 ? (
        <List dense aria-label={t('registry.files.uploadingLabel')} data-testid="registry-files-pending">
          {uploads.pending.map((upload) => (
            <ListItem key={upload.key} disableGutters>
              <ListItemText
                primary={t('registry.files.uploading', { name: upload.name })}
                secondary={
                  <LinearProgress aria-label={t('registry.files.uploading', { name: upload.name })} />
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}

      <Box component="section" aria-labelledby="registry-files-images">
        <Typography id="registry-files-images" variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
          {t('registry.files.images')}
        </Typography>
        {images.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="registry-images-empty">
            {t('registry.files.noImages')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gap: 1.5,
            }}
            data-testid="registry-images"
          >
            {images.map((file) => (
              <Box
                component="li"
                key={file._id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                <Link
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('registry.files.open', { name: file.name })}
                  data-testid="registry-file-open"
                  sx={{ display: 'block' }}
                >
                  <Box
                    component="img"
                    src={file.url}
                    alt={file.name}
                    loading="lazy"
                    sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                  />
                </Link>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, paddingInlineStart: 1 }}>
                  <Typography
                    variant="caption"
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <bdi>{file.name}</bdi>
                  </Typography>
                  {removeButton(file)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="registry-files-documents">
        <Typography id="registry-files-documents" variant="subtitle2" component="h3">
          {t('registry.files.documents')}
        </Typography>
        {documents.length === 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ marginBlockStart: 1 }}
            data-testid="registry-documents-empty"
          >
            {t('registry.files.noDocuments')}
          </Typography>
        ) : (
          <List dense data-testid="registry-documents">
            {documents.map((file) => (
              <ListItem key={file._id} disableGutters secondaryAction={removeButton(file)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileIcon />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('registry.files.open', { name: file.name })}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        overflowWrap: 'anywhere',
                      }}
                      data-testid="registry-file-open"
                    >
                      <bdi>{file.name}</bdi>
                      <OpenInNewIcon fontSize="inherit" aria-hidden />
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

function UploadButton({ purpose, label, icon }: { purpose: UploadPurpose; label: string; icon: ReactNode }) {
  const { uploads } = useRegistryDialog();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(purpose)}
        data-testid={`registry-files-input-${purpose}`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          uploads.add(chosen, purpose);
        }}
      />
      <Button
        variant="outlined"
        startIcon={icon}
        onClick={() => input.current?.click()}
        data-testid={`registry-files-add-${purpose}`}
      >
        {label}
      </Button>
    </>
  );
}
