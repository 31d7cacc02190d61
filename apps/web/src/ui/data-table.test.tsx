import { act, cleanup, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { DataTable, type DataTableColumn } from './data-table';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';
import { useColumnVisibility } from './use-column-visibility';

interface Row {
  _id: string;
  name: string;
  phone: string;
  notes?: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', labelKey: 'special-users.columns.name', hideable: false },
  { id: 'phone', labelKey: 'special-users.columns.phone', copyable: true, dir: 'ltr' },
  { id: 'notes', labelKey: 'ui.table.actions', initiallyHidden: true },
];
const rows: Row[] = [
  { _id: 'a', name: 'Dana', phone: '+972501234567', notes: 'hidden' },
  { _id: 'b', name: 'Yossi', phone: '+972521112223' },
];

afterEach(cleanup);

describe('ui DataTable', () => {
  it('renders rows keyed by _id with the visible columns only', () => {
    const { result } = renderHook(() => useColumnVisibility(columns));
    renderWithProviders(
      <DataTable label="people" columns={columns} rows={rows} visibility={result.current} />,
    );
    expect(screen.getByTestId('row-a').textContent).toContain('Dana');
    expect(screen.getByTestId('row-b').textContent).toContain('+972521112223');
    expect(screen.queryByText('hidden')).toBeNull();
    expect(screen.getAllByTestId('copy-button')).toHaveLength(2);
  });

  it('opens the expanded row right under its own row, across every column', () => {
    renderWithProviders(
      <DataTable
        label="people"
        layout="table"
        columns={columns}
        rows={rows}
        expandedRowId="a"
        renderExpanded={(row) => <p>details of {row.name}</p>}
      />,
    );
    const expanded = screen.getByTestId('row-a-expanded');
    expect(expanded.textContent).toBe('details of Dana');
    expect(screen.getByTestId('row-a').nextElementSibling).toBe(expanded);
    expect(expanded.querySelector('td')?.getAttribute('colspan')).toBe('3');
    expect(screen.queryByTestId('row-b-expanded')).toBeNull();
  });

  it('column visibility toggles hideable columns and resets to the initial state', () => {
    const { result } = renderHook(() => useColumnVisibility(columns));
    expect(result.current.isVisible('notes')).toBe(false);
    act(() => result.current.toggle('notes'));
    act(() => result.current.toggle('phone'));
    act(() => result.current.toggle('name'));
    expect(result.current.isVisible('notes')).toBe(true);
    expect(result.current.isVisible('phone')).toBe(false);
    expect(result.current.isVisible('name')).toBe(true);
    act(() => result.current.reset());
    expect([...result.current.hiddenColumnIds]).toEqual(['notes']);
  });

  it('shows skeleton rows before the first answer, then the empty text', () => {
    const { rerender } = renderWithProviders(
      <DataTable label="people" columns={columns} rows={undefined} isLoading emptyText="nobody" />,
    );
    expect(screen.queryByTestId('table-empty')).toBeNull();
    rerender(<DataTable label="people" columns={columns} rows={[]} emptyText="nobody" />);
    expect(screen.getByTestId('table-empty').textContent).toBe('nobody');
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <DataTable label="people" columns={columns} rows={undefined} isError onRetry={onRetry} />,
    );
    expect(screen.getByTestId('table-error').textContent).toContain(i18next.t('ui.table.error'));
    await setupUser().click(screen.getByTestId('table-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('calls the row handlers by mouse and keyboard, but not from the row actions', async () => {
    const user = setupUser();
    const onRowClick = vi.fn();
    const onRowDoubleClick = vi.fn();
    const onAction = vi.fn();
    renderWithProviders(
      <DataTable
        label="people"
        columns={columns}
        rows={rows}
        onRowClick={onRowClick}
        onRowDoubleClick={onRowDoubleClick}
        rowActions={(row) => (
          <button type="button" onClick={() => onAction(row._id)}>
            act
          </button>
        )}
      />,
    );
    const row = screen.getByTestId('row-a');
    await user.click(within(row).getByText('Dana'));
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
    await user.dblClick(within(row).getByText('Dana'));
    expect(onRowDoubleClick).toHaveBeenCalledWith(rows[0]);

    onRowClick.mockClear();
    await user.click(within(row).getByText('act'));
    expect(onAction).toHaveBeenCalledWith('a');
    expect(onRowClick).not.toHaveBeenCalled();

    onRowDoubleClick.mockClear();
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowDoubleClick).toHaveBeenCalledWith(rows[0]);
  });
});
