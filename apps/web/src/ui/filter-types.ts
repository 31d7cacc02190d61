import dayjs from 'dayjs';

/** Dates travel as YYYY-MM-DD and are shown DD/MM/YYYY (spec 1 §9). */
export const filterDateValueFormat = 'YYYY-MM-DD';
export const filterDateDisplayFormat = 'DD/MM/YYYY';

export interface FilterOption {
  value: string;
  /** Translated label (option lists often come from data, e.g. worker names). */
  label: string;
}

interface FilterBase {
  id: string;
  /** Translation key of the filter's name. */
  labelKey: string;
}

export interface TextFilterDefinition extends FilterBase {
  type: 'text';
  /** Autocomplete suggestions for what was typed; asked from 3 characters on, 300 ms after typing stops. */
  suggest?: (value: string) => Promise<string[]>;
  /** Keeps the typed text left-to-right (numbers, plates, chassis numbers). */
  dir?: 'ltr';
}

export interface OptionsFilterDefinition extends FilterBase {
  type: 'options';
  options: readonly FilterOption[];
}

export interface DateFilterDefinition extends FilterBase {
  type: 'date';
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
}

export type FilterDefinition = TextFilterDefinition | OptionsFilterDefinition | DateFilterDefinition;

/** text: the trimmed text; options: the chosen values; date: YYYY-MM-DD. Absent or empty = not filtering. */
export type FilterValue = string | readonly string[] | undefined;
export type FilterValues = Readonly<Record<string, FilterValue>>;

export function isFilterActive(value: FilterValue): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
}

export function countActiveFilters(filters: readonly FilterDefinition[], values: FilterValues): number {
  return filters.filter((filter) => isFilterActive(values[filter.id])).length;
}

/** A filter's value as shown on a chip. */
export function formatFilterValue(filter: FilterDefinition, value: FilterValue): string {
  if (!isFilterActive(value)) return '';
  if (filter.type === 'options') {
    const chosen = Array.isArray(value) ? value : [value as string];
    return chosen
      .map((item) => filter.options.find((option) => option.value === item)?.label ?? item)
      .join(', ');
  }
  if (filter.type === 'date') {
    const date = dayjs(value as string);
    return date.isValid() ? date.format(filterDateDisplayFormat) : String(value);
  }
  return String(value);
}

/** The values without the one filter. */
export function withoutFilter(values: FilterValues, id: string): FilterValues {
  const next = { ...values };
  delete next[id];
  return next;
}
