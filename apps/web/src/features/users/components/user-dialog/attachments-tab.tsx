import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChooseFilesButton, UploadsInProgress } from '../../../files/components/attached-files';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Files attached to the record: PDF, Word and images up to 5 MB, checked here before uploading and
 * again by the server. Each file opens in a new tab and can be removed (the removal is saved with
 * the record).
 */
export function AttachmentsTab() {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<UserFormValues>();
  const { isReadOnly, uploads } = useUserDialog();
  const docs = useWatch({ control, name: 'docs' });

  const removeFile = (id: string) =>
    setValue(
      'docs',
      getValues('docs').filter((file) => file._id !== id),
      { shouldDirty: true },
    );

  return (
    <Stack spacing={1.5}>
      {isReadOnly ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <ChooseFilesButton
            purpose="document"
            label={t('users.attachments.add')}
            icon={<UploadFileIcon />}
            onChoose={uploads.add}
            testId="attachment-add"
            inputTestId="attachment-input"
          />
          <Typography variant="body2" color="text.secondary">
            {t('users.attachments.hint')}
          </Typography>
        </Box>
      )}
      <UploadsInProgress
        pending={uploads.pending}
        textsKey="users.attachments"
        testId="attachments-pending"
      />
      {docs.length === 0 && uploads.pending.length === 0 ? (
        <Typography color="text.secondary" data-testid="attachments-empty">
          {t('users.attachments.empty')}
        </Typography>
      ) : null}
      {docs.length > 0 ? (
        <List dense aria-label={t('users.attachments.listLabel')} data-testid="attachments-list">
          {docs.map((file) => (
            <ListItem
              key={file._id}
              disableGutters
              secondaryAction={
                isReadOnly ? undefined : (
                  <Tooltip title={t('users.attachments.remove', { name: file.name })}>
                    <IconButton
                      edge="end"
                      onClick={() => removeFile(file._id)}
                      aria-label={t('users.attachments.remove', { name: file.name })}
                      data-testid="attachment-remove"
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('users.attachments.open', { name: file.name })}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                    data-testid="attachment-open"
                  >
                    <bdi>{file.name}</bdi>
                    <OpenInNewIcon fontSize="inherit" aria-hidden />
                  </Link>
                }
                secondary={<bdi dir="ltr">{formatSize(file.size)}</bdi>}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
