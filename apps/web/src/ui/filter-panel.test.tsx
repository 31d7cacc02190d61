import { act, cleanup, renderHook, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { FilterChips } from './filter-chips';
import { maxShownOptions } from './filter-editors';
import { FilterPanel } from './filter-panel';
import { type FilterDefinition, type FilterValues, formatFilterValue } from './filter-types';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';
import { useSuggestions } from './use-suggestions';

const manyOptions = Array.from({ length: 120 }, (_, index) => ({
  value: `w${index}`,
  label: `Worker ${index}`,
}));

const filters: FilterDefinition[] = [
  { id: 'status', labelKey: 'ui.filters.title', type: 'options', options: manyOptions },
  { id: 'date', labelKey: 'ui.columns.title', type: 'date' },
];

function Harness({ onChange }: { onChange: (values: FilterValues) => void }) {
  const [values, setValues] = useState<FilterValues>({});
  const update = (next: FilterValues) => {
    setValues(next);
    onChange(next);
  };
  return (
    <>
      <FilterPanel filters={filters} values={values} onChange={update} />
      <FilterChips
        filters={filters}
        values={values}
        onRemove={(id) => update(Object.fromEntries(Object.entries(values).filter(([key]) => key !== id)))}
      />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ui filter panel', () => {
  it('shows at most 50 options with a hint, multi-selects, and shows removable chips', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByTestId('filter-button'));

    const list = await screen.findByTestId('filter-options-status');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(maxShownOptions);
    expect(
      screen.getByText(i18next.t('ui.filters.tooManyOptions', { shown: maxShownOptions, total: 120 })),
    ).toBeTruthy();

    await user.type(screen.getByLabelText(i18next.t('ui.filters.searchOptions')), 'Worker 11');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(11);
    await user.click(within(list).getByLabelText('Worker 110'));
    await user.click(within(list).getByLabelText('Worker 11'));
    expect(onChange).toHaveBeenLastCalledWith({ status: ['w11', 'w110'] });

    const chip = screen.getByTestId('filter-chip-status');
    expect(chip.textContent).toContain('Worker 11, Worker 110');

    await user.click(screen.getByTestId('filter-item-date'));
    expect(await screen.findByRole('group', { name: i18next.t('ui.columns.title') })).toBeTruthy();
  });

  it('formats dates DD/MM/YYYY on chips', () => {
    expect(formatFilterValue({ id: 'd', labelKey: 'x', type: 'date' }, '2025-03-07')).toBe('07/03/2025');
  });
});

describe('ui suggestions', () => {
  it('asks from 3 characters, 300 ms after typing stops, and clears the list on error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const suggest = vi.fn(async (value: string) => [`${value}1`, `${value}2`]);
    const { result, rerender } = renderHook(({ input }) => useSuggestions(suggest, input), {
      initialProps: { input: 'ab' },
    });
    await act(async () => vi.advanceTimersByTime(500));
    expect(suggest).not.toHaveBeenCalled();

    rerender({ input: 'abc' });
    await act(async () => vi.advanceTimersByTime(299));
    expect(suggest).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(suggest).toHaveBeenCalledWith('abc');
    expect(result.current.options).toEqual(['abc1', 'abc2']);

    suggest.mockRejectedValueOnce(new Error('down'));
    rerender({ input: 'abcd' });
    await act(async () => vi.advanceTimersByTime(300));
    expect(result.current.options).toEqual([]);
  });
});
