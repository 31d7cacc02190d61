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
import { acceptAttribute, maxProductImages, type ProductFile, type UploadPurpose } from '@tg/domain';
import { type ReactNode, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { useProductDialog } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';

/**
 * Up to three images with previews, and documents as name + link (spec 3 §2.3). Files upload when
 * chosen and belong to the product once it is saved; removing one only takes it off the form.
 */
export function AttachmentsTab() {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<ProductFormValues>();
  const { isReadOnly, uploads } = useProductDialog();
  const images = useWatch({ control, name: 'images' });
  const docs = useWatch({ control, name: 'docs' });
  const pendingImages = uploads.pending.filter((upload) => upload.purpose === 'photo').length;
  const imageRoom = maxProductImages - images.length - pendingImages;

  const remove = (list: 'images' | 'docs', file: ProductFile) =>
    setValue(
      list,
      getValues(list).filter((candidate) => candidate._id !== file._id),
      { shouldDirty: true },
    );

  const removeButton = (list: 'images' | 'docs', file: ProductFile) =>
    isReadOnly ? undefined : (
      <Tooltip title={t('products.files.remove', { name: file.name })}>
        <IconButton
          size="small"
          onClick={() => remove(list, file)}
          aria-label={t('products.files.remove', { name: file.name })}
          data-testid="product-file-remove"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );

  return (
    <Stack spacing={2}>
      {isReadOnly ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <UploadButton
            purpose="photo"
            label={t('products.files.addImage')}
            icon={<AddPhotoIcon />}
            room={imageRoom}
          />
          <UploadButton
            purpose="document"
            label={t('products.files.addDocument')}
            icon={<UploadFileIcon />}
            room={Number.POSITIVE_INFINITY}
          />
          <Typography variant="body2" color="text.secondary">
            {t('products.files.hint', { max: maxProductImages })}
          </Typography>
        </Box>
      )}
      {uploads.pending.length > 0 ? (
        <List dense aria-label={t('products.files.uploadingLabel')} data-testid="product-files-pending">
          {uploads.pending.map((upload) => (
            <ListItem key={upload.key} disableGutters>
              <ListItemText
                primary={t('products.files.uploading', { name: upload.name })}
                secondary={
                  <LinearProgress aria-label={t('products.files.uploading', { name: upload.name })} />
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}

      <Box component="section" aria-labelledby="product-files-images">
        <Typography id="product-files-images" variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
          {t('products.files.images', { shown: images.length, max: maxProductImages })}
        </Typography>
        {images.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('products.files.noImages')}
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
            data-testid="product-images"
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
                  aria-label={t('products.files.open', { name: file.name })}
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
                  {removeButton('images', file)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="product-files-docs">
        <Typography id="product-files-docs" variant="subtitle2" component="h3">
          {t('products.files.documents')}
        </Typography>
        {docs.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
            {t('products.files.noDocuments')}
          </Typography>
        ) : (
          <List dense data-testid="product-docs">
            {docs.map((file) => (
              <ListItem key={file._id} disableGutters secondaryAction={removeButton('docs', file)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileIcon />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('products.files.open', { name: file.name })}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        overflowWrap: 'anywhere',
                      }}
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

function UploadButton({
  purpose,
  label,
  icon,
  room,
}: {
  purpose: UploadPurpose;
  label: string;
  icon: ReactNode;
  /** How many more files of this kind may be added. */
  room: number;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { uploads } = useProductDialog();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple={room > 1}
        hidden
        accept={acceptAttribute(purpose)}
        data-testid={`product-files-input-${purpose}`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          if (chosen.length > room) {
            uploads.add(chosen.slice(0, Math.max(0, room)), purpose);
            notify.warning(t('products.files.tooManyImages', { max: maxProductImages }));
            return;
          }
          uploads.add(chosen, purpose);
        }}
      />
      <Button
        variant="outlined"
        startIcon={icon}
        onClick={() => input.current?.click()}
        disabled={room <= 0}
        data-testid={`product-files-add-${purpose}`}
      >
        {label}
      </Button>
    </>
  );
}
