import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, CircularProgress, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  type AttachmentKind,
  acceptAttribute,
  attachmentKinds,
  attachmentPurpose,
  type BusinessDocument,
  can,
  type DocCategory,
  isStaff,
} from '@tg/domain';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { useNotify } from '../../../../app/notifications';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AttachmentsCarousel } from './attachments-carousel';
import {
  type AttachmentItem,
  attachmentItems,
  type RunningUpload,
  type UploadProblem,
  useDocumentAttachments,
} from './use-document-attachments';

export interface DocumentAttachmentsPanelProps {
  category: DocCategory;
  /** The saved document's number; none while it is being written (attach after issuing). */
  docId?: number;
  /** View mode: nothing can be added or deleted. A closed document is read-only anyway. */
  readOnly?: boolean;
}

/** Who may change which list: staff and the creator both; installers and storekeepers delivery images. */
function mayChange(
  role: ReturnType<typeof useAuth>['userRole'],
  userId: string | undefined,
  doc: BusinessDocument,
  kind: AttachmentKind,
) {
  if (!role || !can(role, 'documents.attach')) return false;
  if (isStaff(role) || (userId !== undefined && doc.createdBy.userId === userId)) return true;
  return kind === 'proofImages' && (role === 'installer' || role === 'storekeeper');
}

/**
 * A document's attachments (spec 2 §2 Price-quote attachments panel): documents and images, and
 * delivery images to the customer. Files are dropped or chosen, checked (type, 5 MB), uploaded with
 * their progress and attached at once; each refusal names its file. A carousel shows them with a
 * counter and thumbnails; deleting asks first. Closed documents and view mode are read-only.
 */
export function DocumentAttachmentsPanel({
  category,
  docId,
  readOnly = false,
}: DocumentAttachmentsPanelProps) {
  const { t } = useTranslation();
  const { userRole, user } = useAuth();
  const notify = useNotify();
  const [kind, setKind] = useState<AttachmentKind>('docs');
  const [shown, setShown] = useState<Record<AttachmentKind, number>>({ docs: 0, proofImages: 0 });
  const [removing, setRemoving] = useState<AttachmentItem | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const attachments = useDocumentAttachments(category, docId);
  const tabsId = useId();

  if (!docId)
    return (
      <Alert severity="info" data-testid="attachments-save-first">
        {t('document-attachments.saveFirst')}
      </Alert>
    );
  const { documentQuery } = attachments;
  if (documentQuery.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', padding: 3 }}>
        <CircularProgress aria-label={t('document-attachments.loading')} />
      </Box>
    );
  const doc = documentQuery.data;
  if (!doc)
    return (
      <Alert severity="error" data-testid="attachments-load-failed">
        {t('document-attachments.loadFailed')}
      </Alert>
    );

  const isClosed = !doc.status;
  const canChange = !readOnly && !isClosed && mayChange(userRole, user?._id, doc, kind);
  const items = attachmentItems(doc, kind);

  const confirmRemove = async () => {
    if (!removing) return;
    setIsRemoving(true);
    const done = await attachments.remove(removing, kind);
    setIsRemoving(false);
    if (done) notify.success(t('document-attachments.removed', { name: removing.name }));
    else notify.error(t('document-attachments.removeFailed', { name: removing.name }));
    setRemoving(null);
  };

  return (
    <Stack spacing={2} data-testid="document-attachments">
      <Tabs
        value={kind}
        onChange={(_, value: AttachmentKind) => setKind(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('document-attachments.label')}
      >
        {attachmentKinds.map((option) => (
          <Tab
            key={option}
            value={option}
            id={`${tabsId}-${option}`}
            aria-controls={`${tabsId}-${option}-panel`}
            label={t(`document-attachments.tabs.${option}`, {
              number: attachmentItems(doc, option).length,
            })}
            data-testid={`attachments-tab-${option}`}
          />
        ))}
      </Tabs>

      <Stack spacing={2} role="tabpanel" id={`${tabsId}-${kind}-panel`} aria-labelledby={`${tabsId}-${kind}`}>
        {readOnly || isClosed ? (
          <Typography variant="body2" color="text.secondary" data-testid="attachments-read-only">
            {t('document-attachments.readOnly')}
          </Typography>
        ) : null}
        <DropZone kind={kind} disabled={!canChange} onFiles={(files) => attachments.upload(files, kind)} />
        <Uploads running={attachments.running.filter((upload) => upload.kind === kind)} />
        <Problems
          problems={attachments.problems.filter((problem) => problem.kind === kind)}
          onDismiss={attachments.dismiss}
        />
        {items.length === 0 ? (
          <Typography color="text.secondary" data-testid={`attachments-empty-${kind}`}>
            {t(`document-attachments.empty.${kind}`)}
          </Typography>
        ) : (
          <AttachmentsCarousel
            items={items}
            index={shown[kind]}
            onIndexChange={(index) => setShown((current) => ({ ...current, [kind]: index }))}
            onRemove={canChange ? setRemoving : undefined}
            testId={`attachments-carousel-${kind}`}
          />
        )}
      </Stack>

      <ConfirmDialog
        open={removing !== null}
        destructive
        isPending={isRemoving}
        title={t('document-attachments.confirmRemove.title')}
        message={t('document-attachments.confirmRemove.message', { name: removing?.name ?? '' })}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** Drop files here, or click (or press Enter) to choose them. */
function DropZone({
  kind,
  disabled,
  onFiles,
}: {
  kind: AttachmentKind;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files ?? []));
  };
  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-label={t(`document-attachments.dropZone.${kind}`)}
      data-testid={`attachments-drop-${kind}`}
      onClick={() => {
        if (!disabled) input.current?.click();
      }}
      onKeyDown={(event) => {
        if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        input.current?.click();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isOver ? 'action.hover' : 'transparent',
        paddingBlock: 3,
        paddingInline: 2,
        textAlign: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.5 : 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        disabled={disabled}
        accept={acceptAttribute(attachmentPurpose[kind])}
        data-testid={`attachments-input-${kind}`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again fires a change.
          event.target.value = '';
          onFiles(chosen);
        }}
      />
      <CloudUploadIcon color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} />
      <Typography>{t(`document-attachments.dropZone.${kind}`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`document-attachments.hint.${kind}`)}
      </Typography>
    </Box>
  );
}

function Uploads({ running }: { running: readonly RunningUpload[] }) {
  const { t } = useTranslation();
  if (running.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="attachments-uploads">
      {running.map((upload) => (
        <Box key={upload.key} data-testid="attachments-upload">
          <Stack direction="row" justifyContent="space-between" spacing={1}>
            <Typography variant="body2" noWrap sx={{ minInlineSize: 0 }}>
              {t('document-attachments.uploading', { name: upload.name })}
            </Typography>
            {upload.percent === null ? null : (
              <Typography variant="body2" data-testid="attachments-upload-percent">
                {t('document-attachments.percent', { percent: upload.percent })}
              </Typography>
            )}
          </Stack>
          <LinearProgress
            variant={upload.percent === null ? 'indeterminate' : 'determinate'}
            value={upload.percent ?? undefined}
            aria-label={t('document-attachments.uploading', { name: upload.name })}
          />
        </Box>
      ))}
    </Stack>
  );
}

function Problems({
  problems,
  onDismiss,
}: {
  problems: readonly UploadProblem[];
  onDismiss: (key: string) => void;
}) {
  if (problems.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="attachments-problems">
      {problems.map((problem) => (
        <Alert key={problem.key} severity="error" onClose={() => onDismiss(problem.key)}>
          {problem.text}
        </Alert>
      ))}
    </Stack>
  );
}
