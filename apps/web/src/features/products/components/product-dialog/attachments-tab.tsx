import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Stack, Typography } from '@mui/material';
import { maxProductImages, type ProductFile, type UploadPurpose } from '@tg/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { ChooseFilesButton, FilesSection, UploadsInProgress } from '../../../files/components/attached-files';
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
      <UploadsInProgress pending={uploads.pending} textsKey="products.files" testId="product-files-pending" />
      <FilesSection
        layout="thumbnails"
        files={images}
        textsKey="products.files"
        heading={t('products.files.images', { shown: images.length, max: maxProductImages })}
        headingId="product-files-images"
        emptyText={t('products.files.noImages')}
        listTestId="product-images"
        onRemove={isReadOnly ? undefined : (file) => remove('images', file)}
        removeTestId="product-file-remove"
      />
      <FilesSection
        layout="list"
        files={docs}
        textsKey="products.files"
        heading={t('products.files.documents')}
        headingId="product-files-docs"
        emptyText={t('products.files.noDocuments')}
        listTestId="product-docs"
        onRemove={isReadOnly ? undefined : (file) => remove('docs', file)}
        removeTestId="product-file-remove"
      />
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
  return (
    <ChooseFilesButton
      purpose={purpose}
      label={label}
      icon={icon}
      multiple={room > 1}
      disabled={room <= 0}
      onChoose={(chosen) => {
        if (chosen.length > room) {
          uploads.add(chosen.slice(0, Math.max(0, room)), purpose);
          notify.warning(t('products.files.tooManyImages', { max: maxProductImages }));
          return;
        }
        uploads.add(chosen, purpose);
      }}
      testId={`product-files-add-${purpose}`}
      inputTestId={`product-files-input-${purpose}`}
    />
  );
}
