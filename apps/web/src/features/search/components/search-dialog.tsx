import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SearchGroup, SearchItem } from '@tg/domain';
import { Fragment, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchableTerm, useGlobalSearch } from '../api/use-search';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search dialog (Ctrl+K / ⌘K or the top bar's box): results grouped under their names; the
 * arrows move through every item of every group, Enter opens the one marked, Esc closes. Focus
 * stays in the field; the marked item is announced through `aria-activedescendant`.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const { term, query, isSearching } = useGlobalSearch(open ? typed : '');
  const listId = useId();

  const groups: SearchGroup[] = term !== null ? (query.data?.groups ?? []) : [];
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new answer marks its first item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer resets the mark
  useEffect(() => setActive(0), [query.data]);

  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);

  const openItem = (item: SearchItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.link);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + items.length) % items.length);
    } else if (event.key === 'Home') {
      setActive(0);
    } else if (event.key === 'End') {
      setActive(items.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openItem(items[active]);
    }
  };

  const hasTerm = searchableTerm(typed) !== null;
  const showsEmpty = hasTerm && !isSearching && query.isSuccess && term !== null && groups.length === 0;
  let index = -1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-label={t('search.title')}
      slotProps={{ paper: { sx: { alignSelf: isPhone ? undefined : 'flex-start', mt: isPhone ? 0 : 8 } } }}
      data-testid="search-dialog"
    >
      <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        {/* Full screen on a phone, with no Esc key and nothing around it to tap: a way out. */}
        {isPhone && (
          <IconButton
            onClick={onClose}
            aria-label={t('search.close')}
            edge="start"
            data-testid="search-close"
          >
            <CloseIcon />
          </IconButton>
        )}
        <TextField
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('search.title'),
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': items.length > 0 ? optionId(active) : undefined,
              maxLength: 100,
              'data-testid': 'search-input',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ blockSize: 4 }}>
        {isSearching && <LinearProgress aria-label={t('search.loading')} data-testid="search-loading" />}
      </Box>
      <DialogContent sx={{ pt: 0, minBlockSize: 120 }}>
        {!hasTerm && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t('search.hint')}
          </Typography>
        )}
        {query.isError && hasTerm && <Alert severity="error">{t('search.error')}</Alert>}
        {showsEmpty && (
          <Typography variant="body2" sx={{ py: 2 }} role="status" data-testid="search-empty">
            {t('search.empty', { term })}
          </Typography>
        )}
        <List id={listId} role="listbox" aria-label={t('search.results')} dense disablePadding>
          {groups.map((group) => (
            <Fragment key={group.type}>
              <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 2.5, px: 1 }}>
                {t(`search.groups.${group.type}`)}
              </ListSubheader>
              {group.items.map((item) => {
                index += 1;
                const position = index;
                return (
                  <ListItemButton
                    key={`${group.type}-${item._id}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    selected={position === active}
                    onMouseMove={() => setActive(position)}
                    onClick={() => openItem(item)}
                    tabIndex={-1}
                    data-testid={`search-item-${group.type}`}
                  >
                    <ListItemText
                      primary={<bdi dir="auto">{item.title}</bdi>}
                      secondary={item.subtitle ? <bdi dir="auto">{item.subtitle}</bdi> : undefined}
                    />
                  </ListItemButton>
                );
              })}
            </Fragment>
          ))}
        </List>
      </DialogContent>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 3, pb: 1.5, display: { xs: 'none', sm: 'block' } }}
      >
        {t('search.keys')}
      </Typography>
    </Dialog>
  );
}
