import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  IconButton,
  Menu,
  MenuItem,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { can } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { ShareDialog } from '../share/share-dialog';
import type { DocumentModalMode } from './document-form-values';
import { useDocumentModal } from './document-modal-context';

export type DocumentAction = 'close' | 'transferToWorkCard' | 'transferToShippingCertificate';

export interface BottomBarProps {
  mode: DocumentModalMode;
  isSaving: boolean;
  isRefreshing: boolean;
  /** What the actions menu offers (edit only); empty hides it. */
  actions: readonly DocumentAction[];
  onExit: () => void;
  onRefresh: () => void;
  onAction: (action: DocumentAction) => void;
}

/** What the menu offers: the modal's actions, and sharing, which the bar opens itself. */
type MenuAction = DocumentAction | 'share';

/**
 * The modal's bottom bar (spec 2 §2): close and discard, refresh the document and the actions menu
 * (edit only; in view mode it holds only "share"), and issue (a new document or a transfer) or
 * update.
 */
export function BottomBar({
  mode,
  isSaving,
  isRefreshing,
  actions,
  onExit,
  onRefresh,
  onAction,
}: BottomBarProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [isSharing, setSharing] = useState(false);
  const { document } = useDocumentModal();
  const { userRole } = useAuth();
  // On phones refresh is an icon, so the bar stays one line.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const isEdit = mode === 'edit';
  const canSubmit = mode === 'create' || mode === 'transfer' || mode === 'edit';
  // A stored document is shared with its customer from edit and view alike.
  const canShare = (isEdit || mode === 'view') && Boolean(document) && can(userRole, 'documents.share');
  const menu: MenuAction[] = [...(isEdit ? actions : []), ...(canShare ? (['share'] as const) : [])];
  return (
    <DialogActions sx={{ borderBlockStart: 1, borderColor: 'divider', gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onExit} disabled={isSaving} data-testid="doc-exit">
        {t('documents.actions.exit')}
      </Button>
      <Box sx={{ marginInlineEnd: 'auto' }} />
      {isEdit && isPhone ? (
        <Tooltip title={t('documents.actions.refresh')}>
          <span>
            <IconButton
              onClick={onRefresh}
              disabled={isSaving || isRefreshing}
              aria-label={t('documents.actions.refresh')}
              data-testid="doc-refresh"
            >
              {isRefreshing ? <CircularProgress size={20} /> : <RefreshIcon />}
            </IconButton>
          </span>
        </Tooltip>
      ) : isEdit ? (
        <Button
          onClick={onRefresh}
          disabled={isSaving || isRefreshing}
          startIcon={isRefreshing ? <CircularProgress size={16} /> : <RefreshIcon />}
          data-testid="doc-refresh"
        >
          {t('documents.actions.refresh')}
        </Button>
      ) : null}
      {menu.length > 0 ? (
        <>
          <Button
            variant="outlined"
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            disabled={isSaving}
            endIcon={<MoreVertIcon />}
            aria-haspopup="menu"
            aria-expanded={Boolean(menuAnchor)}
            data-testid="doc-actions"
          >
            {t('documents.actions.menu')}
          </Button>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {menu.map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setMenuAnchor(null);
                  if (action === 'share') setSharing(true);
                  else onAction(action);
                }}
                data-testid={`doc-action-${action}`}
              >
                {t(`documents.actions.${action}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      {canSubmit ? (
        <Button
          type="submit"
          variant="contained"
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="doc-save"
        >
          {isEdit ? t('documents.actions.update') : t('documents.actions.issue')}
        </Button>
      ) : null}
      {isSharing && document ? (
        <ShareDialog open document={document} onClose={() => setSharing(false)} />
      ) : null}
    </DialogActions>
  );
}
