import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InputRequiredDialog } from './input-required-dialog';
import type { TableSearch } from './use-table-search';

export interface SearchFieldProps {
  /** The state from `useTableSearch()`. */
  search: TableSearch;
  /** Translated label; defaults to "search". */
  label?: string;
  /** Put on the input element itself, for tests. */
  testId?: string;
  /** Width on wide screens; the field takes the whole row on phones. */
  width?: number;
  /**
   * Adds a search button after the field (spec 3 §5, government and catalogue tables): it stays
   * disabled until the trimmed input is long enough, and Enter on a too-short input does nothing
   * instead of opening the input-required dialog.
   */
  searchButton?: { testId?: string };
}

/**
 * A table's search box: applies as you type (debounced by the hook), Enter searches at once, and a
 * too-short search opens the input-required dialog.
 */
export function SearchField({ search, label, testId, width = 260, searchButton }: SearchFieldProps) {
  const { t } = useTranslation();
  const fieldLabel = label ?? t('ui.search.label');
  const isLongEnough = search.input.trim().length >= search.minLength;
  return (
    <>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          // React carries a submit through portals: a search inside a dialog opened from a form
          // (the document modal's product picker) must not also submit that form.
          event.stopPropagation();
          if (searchButton && !isLongEnough) return;
          search.submit();
        }}
        sx={
          searchButton
            ? { display: 'flex', alignItems: 'flex-start', gap: 0.5, width: { xs: '100%', sm: 'auto' } }
            : { display: 'contents' }
        }
      >
        <TextField
          fullWidth={false}
          size="small"
          label={fieldLabel}
          value={search.input}
          onChange={(event) => search.setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search.input) {
              event.stopPropagation();
              search.clear();
            }
          }}
          sx={searchButton ? { flex: 1, width: { sm: width } } : { width: { xs: '100%', sm: width } }}
          slotProps={{
            htmlInput: { 'data-testid': testId, enterKeyHint: 'search', autoComplete: 'off' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: search.input ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    onClick={search.clear}
                    aria-label={t('ui.search.clear')}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {searchButton ? (
          <Button
            type="submit"
            variant="outlined"
            disabled={!isLongEnough}
            aria-label={t('ui.search.submitLabel', { field: fieldLabel })}
            data-testid={searchButton.testId}
            sx={{ minWidth: 0, paddingInline: 1.5, height: 40 }}
          >
            <SearchIcon fontSize="small" />
          </Button>
        ) : null}
      </Box>
      <InputRequiredDialog
        open={search.isTooShortDialogOpen}
        onClose={search.closeTooShortDialog}
        message={t('ui.search.tooShortMessage', { min: search.minLength - 1 })}
      />
    </>
  );
}
