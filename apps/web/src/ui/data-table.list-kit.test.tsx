import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { DataTable, type DataTableColumn } from './data-table';
import { renderWithProviders } from './test-providers';
import type { ListSortControl } from './use-list-sort';

interface Row {
  _id: string;
  name: string;
  phone: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', labelKey: 'special-users.columns.name', sortKey: 'name' },
  { id: 'phone', labelKey: 'special-users.columns.phone' },
];
const rows: Row[] = [
  { _id: 'a', name: 'Dana', phone: '1' },
  { _id: 'b', name: 'Yossi', phone: '2' },
  { _id: 'c', name: 'Noa', phone: '3' },
];

function sortControl(overrides: Partial<ListSortControl> = {}): ListSortControl {
  return { sortBy: 'name', sortDir: 'desc', toggle: vi.fn(), change: vi.fn(), ...overrides };
}

afterEach(cleanup);

describe('ui DataTable list kit', () => {
  it('makes only columns with a sortKey sortable headers, aria-sort on the sorted one', () => {
    const sort = sortControl();
    renderWithProviders(
      <DataTable label="people" columns={columns} rows={rows} sort={sort} layout="table" />,
    );
    const header = screen.getByTestId('sort-name');
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByTestId('sort-phone')).toBeNull();
    fireEvent.click(header);
    expect(sort.toggle).toHaveBeenCalledWith('name');
  });

  it('on cards offers a sort-by choice and a direction button instead of headers', () => {
    const sort = sortControl();
    renderWithProviders(
      <DataTable label="people" columns={columns} rows={rows} sort={sort} layout="cards" />,
    );
    fireEvent.click(screen.getByRole('button', { name: i18next.t('list-kit.sortDescending') }));
    expect(sort.change).toHaveBeenCalledWith({ sortBy: 'name', sortDir: 'asc' });
    expect(screen.getByLabelText(i18next.t('list-kit.sortBy'))).toBeTruthy();
  });

  it.each([
    'table',
    'cards',
  ] as const)('in %s layout, the header checkbox selects the selectable rows of the page only and clears them again', (layout) => {
    const onChange = vi.fn();
    const selection = { selectedIds: [], onChange, isSelectable: (row: Row) => row._id !== 'b' };
    const { rerender } = renderWithProviders(
      <DataTable label="people" columns={columns} rows={rows} selection={selection} layout={layout} />,
    );
    expect(screen.queryByTestId('select-row-b')).toBeNull();
    fireEvent.click(within(screen.getByTestId('select-all-rows')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);

    rerender(
      <DataTable
        label="people"
        columns={columns}
        rows={rows}
        selection={{ ...selection, selectedIds: ['a'] }}
        layout={layout}
      />,
    );
    const all = within(screen.getByTestId('select-all-rows')).getByRole('checkbox');
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    expect(
      screen.getByRole('checkbox', { name: i18next.t('list-kit.selectRow', { name: 'a' }) }),
    ).toHaveProperty('checked', true);

    rerender(
      <DataTable
        label="people"
        columns={columns}
        rows={rows}
        selection={{ ...selection, selectedIds: ['a', 'c'] }}
        layout={layout}
      />,
    );
    fireEvent.click(within(screen.getByTestId('select-all-rows')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
