import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCompletions } from './use-suggestions';

export interface AutocompleteFieldProps {
  /** Translated label. */
  label: string;
  /** What is in the field; every keystroke and every chosen suggestion is reported by `onChange`. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Asks for suggestions for what was typed: from 3 characters, 300 ms after typing stops; a failure
   * clears the list. Keep it stable between renders (useMemo), or every render asks again.
   */
  suggest?: (value: string) => Promise<string[]>;
  /** Choices known beforehand (e.g. a manufacturer list), offered at any length and narrowed as typed. */
  options?: readonly string[];
  disabled?: boolean;
  /** Put on the input element itself, for tests. */
  testId?: string;
  /** Machine numbers and Latin names read left to right inside right-to-left pages. */
  dir?: 'ltr' | 'rtl' | 'auto';
  helperText?: string;
}

/**
 * A free-text field that offers completions (spec 3 §7): the person may type anything, or pick a
 * suggestion with the mouse or the arrow keys and Enter.
 */
export function AutocompleteField({
  label,
  value,
  onChange,
  suggest,
  options = [],
  disabled = false,
  testId,
  dir,
  helperText,
}: AutocompleteFieldProps) {
  const { t } = useTranslation();
  const suggestions = useCompletions(suggest, options, value);
  const shown = suggestions.options;
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={shown}
      filterOptions={(list) => list}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onChange={(_event, chosen) => onChange(typeof chosen === 'string' ? chosen : '')}
      loading={suggestions.isLoading}
      loadingText={t('ui.filters.loadingSuggestions')}
      renderInput={(params) => (
        <TextField
          id={params.id}
          disabled={params.disabled}
          fullWidth={params.fullWidth}
          size="small"
          label={label}
          helperText={helperText}
          slotProps={{
            htmlInput: { ...params.inputProps, dir, 'data-testid': testId },
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {suggestions.isLoading ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
            inputLabel: params.InputLabelProps,
          }}
        />
      )}
    />
  );
}
