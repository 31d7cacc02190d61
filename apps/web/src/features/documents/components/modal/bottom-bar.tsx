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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentModalMode } from './document-form-values';

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

/**
 * The modal's bottom bar (spec 2 §2): close and discard, refresh the document and the actions menu
 * (edit only), and issue (a new document or a transfer) or update.
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
  // On phones refresh is an icon, so the bar stays one line.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const isEdit = mode === 'edit';
  const canSubmit = mode === 'create' || mode === 'transfer' || mode === 'edit';
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
      {isEdit && actions.length > 0 ? (
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
            {actions.map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setMenuAnchor(null);
                  onAction(action);
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
    </DialogActions>
  );
}
