import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
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
}

/**
 * A table's search box: applies as you type (debounced by the hook), Enter searches at once, and a
 * too-short search opens the input-required dialog.
 */
export function SearchField({ search, label, testId, width = 260 }: SearchFieldProps) {
  const { t } = useTranslation();
  const fieldLabel = label ?? t('ui.search.label');
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        style={{ display: 'contents' }}
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
          sx={{ width: { xs: '100%', sm: width } }}
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
      </form>
      <InputRequiredDialog
        open={search.isTooShortDialogOpen}
        onClose={search.closeTooShortDialog}
        message={t('ui.search.tooShortMessage', { min: search.minLength - 1 })}
      />
    </>
  );
}
