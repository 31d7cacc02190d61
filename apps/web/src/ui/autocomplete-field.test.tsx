import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutocompleteField } from './autocomplete-field';
import { autocompleteSuggester } from './autocomplete-suggester';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

function Harness(props: {
  suggest?: (value: string) => Promise<string[]>;
  options?: string[];
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <AutocompleteField
      label="יצרן"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      suggest={props.suggest}
      options={props.options}
      testId="manufacturer"
    />
  );
}

const input = () => screen.getByTestId('manufacturer') as HTMLInputElement;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('autocomplete field', () => {
  it('asks for suggestions only from 3 characters, after typing stops, and offers them', async () => {
    const suggest = vi.fn(async (value: string) => [`${value.toUpperCase()} DEERE`, 'JOHN DEERE']);
    const user = setupUser();
    renderWithProviders(<Harness suggest={suggest} />);
    await user.type(input(), 'jo');
    await pause(400);
    expect(suggest).not.toHaveBeenCalled();
    await user.type(input(), 'h');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    expect(suggest).toHaveBeenCalledWith('joh');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['JOH DEERE', 'JOHN DEERE']);
  });

  it('puts the chosen suggestion in the field', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<Harness suggest={async () => ['JOHN DEERE']} onChange={onChange} />);
    await user.type(input(), 'joh');
    await user.click(await screen.findByRole('option', { name: 'JOHN DEERE' }));
    expect(input().value).toBe('JOHN DEERE');
    expect(onChange).toHaveBeenLastCalledWith('JOHN DEERE');
  });

  it('clears the suggestions when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const suggest = vi.fn(async () => {
      if (fail) throw new Error('down');
      return ['JOHN DEERE'];
    });
    const user = setupUser();
    renderWithProviders(<Harness suggest={suggest} />);
    await user.type(input(), 'joh');
    await screen.findByRole('option', { name: 'JOHN DEERE' });
    fail = true;
    await user.type(input(), 'n');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });

  it('narrows known choices by what is typed, at any length', async () => {
    const user = setupUser();
    renderWithProviders(<Harness options={['JOHN DEERE', 'MANITOU', 'NEW HOLLAND']} />);
    await user.type(input(), 'n');
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['JOHN DEERE', 'MANITOU', 'NEW HOLLAND']);
    await user.type(input(), 'e');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['NEW HOLLAND']),
    );
  });
});

describe('autocomplete suggester', () => {
  it('asks the autocomplete call with the module, category, field and typed value', async () => {
    const fetchMock = vi.fn(async (_input: string) => new Response(JSON.stringify(['JOHN DEERE'])));
    vi.stubGlobal('fetch', fetchMock);
    const suggest = autocompleteSuggester({ module: 'catalog', field: 'manufacturer', category: 'windows' });
    expect(await suggest('joh')).toEqual(['JOHN DEERE']);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/autocomplete/getSuggestions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      module: 'catalog',
      category: 'windows',
      field: 'manufacturer',
      value: 'joh',
    });
  });
});
