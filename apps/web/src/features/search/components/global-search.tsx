import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, IconButton, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K, or ⌘K on a Mac: opens the search from anywhere in the back-office. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * The top bar's search (issue 18): a box that opens the search dialog, and the Ctrl+K / ⌘K
 * shortcut; on a phone an icon.
 */
export function GlobalSearch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shortcut = isApple() ? '⌘K' : 'Ctrl+K';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = t('search.open', { shortcut });
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton
            color="inherit"
            onClick={() => setOpen(true)}
            aria-label={label}
            aria-haspopup="dialog"
            data-testid="search-open"
          >
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="search-open"
          sx={{
            gap: 1,
            paddingInline: 1.5,
            paddingBlock: 0.75,
            borderRadius: 1,
            inlineSize: { sm: 220, md: 320 },
            justifyContent: 'flex-start',
            color: 'inherit',
            bgcolor: 'rgba(255, 255, 255, 0.15)',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(255, 255, 255, 0.25)' },
          }}
        >
          <SearchIcon fontSize="small" />
          <Typography variant="body2" noWrap sx={{ flexGrow: 1, textAlign: 'start', opacity: 0.9 }}>
            {t('search.placeholderShort')}
          </Typography>
          <Box
            component="kbd"
            dir="ltr"
            sx={{ fontFamily: 'inherit', fontSize: 12, opacity: 0.8, whiteSpace: 'nowrap' }}
          >
            {shortcut}
          </Box>
        </ButtonBase>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
