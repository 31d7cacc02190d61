import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
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
  Tooltip,
  Typography,
} from '@mui/material';
import { acceptAttribute, type UploadPurpose } from '@tg/domain';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../use-file-uploads';

/*
 * The pieces of a record dialog's files tab. Texts come from the module's catalogue under
 * `textsKey` (for example `registry.files`): `uploading`, `uploadingLabel`, `open` and `remove`,
 * each with the file's {{name}} where it names one.
 */

export interface ChooseFilesButtonProps {
  purpose: UploadPurpose;
  /** Translated label of the button. */
  label: string;
  icon: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files, before any check: the uploads check type, size and duplicates. */
  onChoose: (files: File[]) => void;
  testId: string;
  inputTestId: string;
}

/** A button that opens the file chooser for one kind of file. */
export function ChooseFilesButton({
  purpose,
  label,
  icon,
  multiple = true,
  disabled,
  onChoose,
  testId,
  inputTestId,
}: ChooseFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        hidden
        accept={acceptAttribute(purpose)}
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          onChoose(chosen);
        }}
      />
      <Button
        variant="outlined"
        startIcon={icon}
        onClick={() => input.current?.click()}
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}

/** One progress line per file still uploading; nothing when none is. */
export function UploadsInProgress({
  pending,
  textsKey,
  testId,
}: {
  pending: readonly PendingUpload[];
  textsKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (pending.length === 0) return null;
  return (
    <List dense aria-label={t(`${textsKey}.uploadingLabel`)} data-testid={testId}>
      {pending.map((upload) => (
        <ListItem key={upload.key} disableGutters>
          <ListItemText
            primary={t(`${textsKey}.uploading`, { name: upload.name })}
            secondary={<LinearProgress aria-label={t(`${textsKey}.uploading`, { name: upload.name })} />}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

export interface ShownFile {
  _id: string;
  url: string;
  name: string;
}

export interface FilesSectionProps<F extends ShownFile> {
  /** Images as a grid of thumbnails, documents as a list of names. */
  layout: 'thumbnails' | 'list';
  files: readonly F[];
  textsKey: string;
  /** Translated heading of the section. */
  heading: string;
  /** Id of the heading, which names the section. */
  headingId: string;
  /** Translated text shown when there are no files. */
  emptyText: string;
  emptyTestId?: string;
  listTestId: string;
  /** Test id of each file's link. */
  openTestId?: string;
  /** Takes a file off the form; without it (read-only) there is no remove button. */
  onRemove?: (file: F) => void;
  removeTestId: string;
}

/** A headed section of attached files, each opening in a new tab, with a remove button unless read-only. */
export function FilesSection<F extends ShownFile>({
  layout,
  files,
  textsKey,
  heading,
  headingId,
  emptyText,
  emptyTestId,
  listTestId,
  openTestId,
  onRemove,
  removeTestId,
}: FilesSectionProps<F>) {
  const { t } = useTranslation();
  const isThumbnails = layout === 'thumbnails';
  const removeButton = (file: F) =>
    onRemove ? (
      <Tooltip title={t(`${textsKey}.remove`, { name: file.name })}>
        <IconButton
          size="small"
          onClick={() => onRemove(file)}
          aria-label={t(`${textsKey}.remove`, { name: file.name })}
          data-testid={removeTestId}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : undefined;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="subtitle2"
        component="h3"
        sx={isThumbnails ? { marginBlockEnd: 1 } : undefined}
      >
        {heading}
      </Typography>
      {files.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={isThumbnails ? undefined : { marginBlockStart: 1 }}
          data-testid={emptyTestId}
        >
          {emptyText}
        </Typography>
      ) : isThumbnails ? (
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
          data-testid={listTestId}
        >
          {files.map((file) => (
            <Box
              component="li"
              key={file._id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Link
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`${textsKey}.open`, { name: file.name })}
                data-testid={openTestId}
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
      ) : (
        <List dense data-testid={listTestId}>
          {files.map((file) => (
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
                    aria-label={t(`${textsKey}.open`, { name: file.name })}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                    data-testid={openTestId}
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
  );
}
