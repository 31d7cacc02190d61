import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesProvider } from './dates-provider';
import {
  type DateFilterDefinition,
  type FilterValue,
  filterDateDisplayFormat,
  filterDateValueFormat,
  type OptionsFilterDefinition,
  type TextFilterDefinition,
} from './filter-types';
import { suggestMinLength, useSuggestions } from './use-suggestions';

/** Spec 3 §2.14: an option checklist shows at most 50 options. */
export const maxShownOptions = 50;

interface EditorProps<Definition> {
  filter: Definition;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** Free text with autocomplete; applied on Enter, on choosing a suggestion or with the apply button. */
export function TextFilterEditor({ filter, value, onChange }: EditorProps<TextFilterDefinition>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '');
  const suggestions = useSuggestions(filter.suggest, draft);
  const apply = (text: string | null) => {
    const trimmed = text?.trim() ?? '';
    onChange(trimmed || undefined);
  };
  const label = t(filter.labelKey);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Autocomplete
        freeSolo
        options={suggestions.options}
        filterOptions={(options) => options}
        inputValue={draft}
        onInputChange={(_event, next) => setDraft(next)}
        onChange={(_event, chosen) => apply(typeof chosen === 'string' ? chosen : null)}
        loading={suggestions.isLoading}
        loadingText={t('ui.filters.loadingSuggestions')}
        renderInput={(params) => (
          <TextField
            id={params.id}
            disabled={params.disabled}
            fullWidth={params.fullWidth}
            size="small"
            label={label}
            autoFocus
            helperText={filter.suggest ? t('ui.filters.suggestHint', { min: suggestMinLength }) : undefined}
            slotProps={{
              htmlInput: {
                ...params.inputProps,
                dir: filter.dir,
                'data-testid': `filter-input-${filter.id}`,
              },
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
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          onClick={() => {
            setDraft('');
            onChange(undefined);
          }}
          disabled={!draft && !value}
        >
          {t('ui.filters.clear')}
        </Button>
        <Button size="small" variant="contained" onClick={() => apply(draft)}>
          {t('ui.filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}

/** A multi-select checklist, narrowed by a search box; shows at most 50 options at a time. */
export function OptionsFilterEditor({ filter, value, onChange }: EditorProps<OptionsFilterDefinition>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const chosen = useMemo(
    () => new Set(Array.isArray(value) ? value : value ? [value as string] : []),
    [value],
  );
  const matching = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? filter.options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
      : filter.options;
  }, [filter.options, query]);
  const shown = matching.slice(0, maxShownOptions);
  const toggle = (optionValue: string) => {
    const next = new Set(chosen);
    if (next.has(optionValue)) next.delete(optionValue);
    else next.add(optionValue);
    onChange(next.size ? filter.options.map((o) => o.value).filter((v) => next.has(v)) : undefined);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {filter.options.length > 8 ? (
        <TextField
          size="small"
          label={t('ui.filters.searchOptions')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
        />
      ) : null}
      <FormGroup
        aria-label={t(filter.labelKey)}
        sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}
        data-testid={`filter-options-${filter.id}`}
      >
        {shown.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {matching.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('ui.filters.noOptions')}
        </Typography>
      ) : null}
      {matching.length > shown.length ? (
        <Typography variant="caption" color="text.secondary" role="note">
          {t('ui.filters.tooManyOptions', { shown: shown.length, total: matching.length })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => onChange(undefined)} disabled={chosen.size === 0}>
          {t('ui.filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}

/** A day/month/year picker shown DD/MM/YYYY; the value is kept as YYYY-MM-DD. */
export function DateFilterEditor({ filter, value, onChange }: EditorProps<DateFilterDefinition>) {
  const { t } = useTranslation();
  const current = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatesProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <DatePicker
          label={t(filter.labelKey)}
          value={current?.isValid() ? current : null}
          onChange={(date) => {
            if (!date) onChange(undefined);
            else if (date.isValid()) onChange(date.format(filterDateValueFormat));
          }}
          format={filterDateDisplayFormat}
          views={['year', 'month', 'day']}
          openTo="day"
          minDate={filter.minDate ? dayjs(filter.minDate) : undefined}
          maxDate={filter.maxDate ? dayjs(filter.maxDate) : undefined}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => onChange(undefined)} disabled={!current}>
            {t('ui.filters.clear')}
          </Button>
        </Box>
      </Box>
    </DatesProvider>
  );
}
