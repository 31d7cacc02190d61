import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { SearchField } from './search-field';
import { setupUser } from './test-user';
import { decideSearch, useTableSearch } from './use-table-search';

describe('ui table search rule', () => {
  it.each([
    { input: '', expected: { kind: 'clear' } },
    { input: '   ', expected: { kind: 'clear' } },
    { input: 'a', expected: { kind: 'too-short' } },
    { input: ' ab ', expected: { kind: 'too-short' } },
    { input: 'abc', expected: { kind: 'search', term: 'abc' } },
    { input: '  דני כהן  ', expected: { kind: 'search', term: 'דני כהן' } },
  ])('"$input" → $expected.kind', ({ input, expected }) => {
    expect(decideSearch(input)).toEqual(expected);
  });
});

describe('ui decideSearch with short terms allowed', () => {
  const digits = (term: string) => /^\d+$/.test(term);
  it('searches a short term the screen accepts and still refuses other short ones', () => {
    expect(decideSearch(' 7 ', 3, digits)).toEqual({ kind: 'search', term: '7' });
    expect(decideSearch('ab', 3, digits)).toEqual({ kind: 'too-short' });
  });
});

describe('ui useTableSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a trimmed term 150 ms after typing stops', () => {
    const onTermChange = vi.fn();
    const { result } = renderHook(() => useTableSearch({ onTermChange }));
    act(() => result.current.setInput('  dan '));
    act(() => vi.advanceTimersByTime(149));
    expect(result.current.term).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.term).toBe('dan');
    expect(onTermChange).toHaveBeenCalledWith('dan');
  });

  it('does not send a term shorter than 3 characters, and empty clears the search', () => {
    const { result } = renderHook(() => useTableSearch());
    act(() => result.current.setInput('ab'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.term).toBeUndefined();

    act(() => result.current.setInput('abcd'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.term).toBe('abcd');

    act(() => result.current.setInput('ab'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.term).toBe('abcd');

    act(() => result.current.setInput(''));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.term).toBeUndefined();
  });

  it('on submit, a too-short term opens the input-required dialog instead of searching', () => {
    const { result } = renderHook(() => useTableSearch());
    act(() => result.current.setInput('ab'));
    act(() => result.current.submit());
    expect(result.current.isTooShortDialogOpen).toBe(true);
    expect(result.current.term).toBeUndefined();
    act(() => result.current.closeTooShortDialog());
    expect(result.current.isTooShortDialogOpen).toBe(false);
  });

  it('on submit, a long enough term applies at once', () => {
    const { result } = renderHook(() => useTableSearch());
    act(() => result.current.setInput('dana'));
    act(() => result.current.submit());
    expect(result.current.term).toBe('dana');
    expect(result.current.isTooShortDialogOpen).toBe(false);
  });
});

function SearchHarness({ onTerm }: { onTerm: (term: string | undefined) => void }) {
  const search = useTableSearch({ onTermChange: onTerm });
  return <SearchField search={search} testId="search" />;
}

describe('ui SearchField', () => {
  afterEach(cleanup);

  it('Enter with two characters shows the dialog with a single close button', async () => {
    const user = setupUser();
    const onTerm = vi.fn();
    render(<SearchHarness onTerm={onTerm} />);
    await user.type(screen.getByTestId('search'), 'ab{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18next.t('ui.search.tooShortMessage', { min: 2 }));
    const buttons = Array.from(dialog.querySelectorAll('button'));
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onTerm).not.toHaveBeenCalled();
  });

  it('Enter with three characters or more searches with the trimmed term', async () => {
    const user = setupUser();
    const onTerm = vi.fn();
    render(<SearchHarness onTerm={onTerm} />);
    await user.type(screen.getByTestId('search'), ' abc {Enter}');
    expect(onTerm).toHaveBeenCalledWith('abc');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
