import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Stack, Typography } from '@mui/material';
import type { UploadPurpose } from '@tg/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChooseFilesButton, FilesSection, UploadsInProgress } from '../../../files/components/attached-files';
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

  const remove = isReadOnly
    ? undefined
    : (file: RegistryFormFile) =>
        setValue(
          'files',
          getValues('files').filter((candidate) => candidate._id !== file._id),
          { shouldDirty: true },
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
      <UploadsInProgress
        pending={uploads.pending}
        textsKey="registry.files"
        testId="registry-files-pending"
      />
      <FilesSection
        layout="thumbnails"
        files={images}
        textsKey="registry.files"
        heading={t('registry.files.images')}
        headingId="registry-files-images"
        emptyText={t('registry.files.noImages')}
        emptyTestId="registry-images-empty"
        listTestId="registry-images"
        openTestId="registry-file-open"
        onRemove={remove}
        removeTestId="registry-file-remove"
      />
      <FilesSection
        layout="list"
        files={documents}
        textsKey="registry.files"
        heading={t('registry.files.documents')}
        headingId="registry-files-documents"
        emptyText={t('registry.files.noDocuments')}
        emptyTestId="registry-documents-empty"
        listTestId="registry-documents"
        openTestId="registry-file-open"
        onRemove={remove}
        removeTestId="registry-file-remove"
      />
    </Stack>
  );
}

function UploadButton({ purpose, label, icon }: { purpose: UploadPurpose; label: string; icon: ReactNode }) {
  const { uploads } = useRegistryDialog();
  return (
    <ChooseFilesButton
      purpose={purpose}
      label={label}
      icon={icon}
      onChoose={(chosen) => uploads.add(chosen, purpose)}
      testId={`registry-files-add-${purpose}`}
      inputTestId={`registry-files-input-${purpose}`}
    />
  );
}
