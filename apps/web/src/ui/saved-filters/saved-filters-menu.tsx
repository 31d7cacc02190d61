import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import {
  Button,
  CircularProgress,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { canShareSavedFilters, type SavedFilter } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../app/api-errors';
import { useAuth } from '../../app/auth/auth-context';
import { useNotify } from '../../app/notifications';
import { ConfirmDialog } from '../confirm-dialog';
import { SaveFilterDialog } from './save-filter-dialog';
import { filterQueryOf, useDeleteFilter, useSavedFilters, useSaveFilter } from './use-saved-filters';

/**
 * A list screen's saved filters (issue 18): the person's own and their team's, each opening the
 * screen at its address query; the filter on screen can be saved under a name. The list's own
 * address-bar filters then apply it, so a saved filter behaves exactly like a shared link.
 */
export function SavedFiltersMenu({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSaveOpen, setSaveOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const menuId = useId();
  const filters = useSavedFilters(screen, anchor !== null);
  const save = useSaveFilter(screen);
  const remove = useDeleteFilter(screen);
  const current = filterQueryOf(searchParams);

  const apply = (filter: SavedFilter) => {
    setAnchor(null);
    setSearchParams(new URLSearchParams(filter.query));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(t('saved-filters.deleted', { name: deleting.name }));
    } catch (error) {
      notify.error(describeError(t, error));
    } finally {
      setDeleting(null);
    }
  };

  const items = filters.data?.items ?? [];
  return (
    <>
      <Tooltip title={t('saved-filters.title')}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<BookmarksOutlinedIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="saved-filters-button"
        >
          {t('saved-filters.button')}
        </Button>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minInlineSize: 260, maxInlineSize: 'min(92vw, 380px)' } } }}
      >
        {filters.isPending && (
          <MenuItem disabled>
            <ListItemIcon>
              <CircularProgress size={18} />
            </ListItemIcon>
            <ListItemText>{t('saved-filters.loading')}</ListItemText>
          </MenuItem>
        )}
        {filters.isError && (
          <MenuItem onClick={() => void filters.refetch()}>
            <ListItemText primary={t('saved-filters.loadError')} secondary={t('saved-filters.retry')} />
          </MenuItem>
        )}
        {filters.isSuccess && items.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('saved-filters.empty')} />
          </MenuItem>
        )}
        {items.map((filter) => (
          <MenuItem
            key={filter._id}
            selected={filter.query === current}
            onClick={() => apply(filter)}
            data-testid="saved-filter-item"
            sx={{ gap: 1 }}
          >
            {filter.shared && (
              <ListItemIcon sx={{ minInlineSize: 0 }} aria-label={t('saved-filters.sharedLabel')}>
                <GroupsOutlinedIcon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText
              primary={filter.name}
              secondary={filter.mine ? undefined : t('saved-filters.sharedBy', { name: filter.ownerName })}
              slotProps={{ primary: { noWrap: true } }}
            />
            {filter.mine && (
              <IconButton
                size="small"
                edge="end"
                aria-label={t('saved-filters.delete', { name: filter.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setAnchor(null);
                  setDeleting(filter);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={!current}
          onClick={() => {
            setAnchor(null);
            setSaveOpen(true);
          }}
          data-testid="saved-filters-save-current"
        >
          <ListItemIcon>
            <BookmarkAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('saved-filters.saveCurrent')}
            secondary={current ? undefined : t('saved-filters.nothingToSave')}
          />
        </MenuItem>
      </Menu>
      <SaveFilterDialog
        open={isSaveOpen}
        canShare={Boolean(userRole && canShareSavedFilters(userRole))}
        isSaving={save.isPending}
        onClose={() => setSaveOpen(false)}
        onSave={async ({ name, shared }) => {
          await save.mutateAsync({ name, shared, query: current });
          notify.success(t('saved-filters.saved', { name }));
          setSaveOpen(false);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('saved-filters.deleteTitle')}
        message={t('saved-filters.deleteMessage', { name: deleting?.name ?? '' })}
        destructive
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
