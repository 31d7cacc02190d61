import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
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

  describe('right-to-left values and truncation', () => {
    interface Machine {
      _id: string;
      name: string;
      model: string;
      years: string[];
      email: string;
    }
    const machineColumns: DataTableColumn<Machine>[] = [
      { id: 'name', labelKey: 'products.columns.name', width: 120 },
      { id: 'model', labelKey: 'products.columns.model', width: 90 },
      { id: 'years', labelKey: 'products.columns.years', dir: 'ltr', value: (m) => m.years.join(' ') },
      { id: 'email', labelKey: 'policies.columns.startDate', copyable: true, dir: 'ltr', width: 80 },
    ];
    const machines: Machine[] = [
      {
        _id: 'm1',
        name: 'מגרפה מסתובבת',
        model: 'KUBOTA M5-111',
        years: ['2016', '2017', '2018', '2019', '2020', '2021', '2022'],
        email: 'agent.long.address@example.co.il',
      },
    ];
    const isolatedValue = (row: HTMLElement, text: string) => {
      const node = [...row.querySelectorAll('bdi')].find((element) => element.textContent === text);
      if (!node) throw new Error(`no isolated element holds ${text}`);
      return node;
    };

    it('isolates left-to-right values in a Hebrew table, cut at their own end, with the full value as title', () => {
      expect(i18next.language).toBe('he');
      renderWithProviders(
        <div dir="rtl">
          <DataTable label="machines" layout="table" columns={machineColumns} rows={machines} />
        </div>,
      );
      const row = screen.getByTestId('row-m1');
      const years = isolatedValue(row, '2016 2017 2018 2019 2020 2021 2022');
      const model = isolatedValue(row, 'KUBOTA M5-111');
      const email = isolatedValue(row, 'agent.long.address@example.co.il');
      const name = isolatedValue(row, 'מגרפה מסתובבת');
      // Declared by the column (years, e-mail) or read from the content (a Latin model name).
      for (const [node, full] of [
        [years, '2016 2017 2018 2019 2020 2021 2022'],
        [model, 'KUBOTA M5-111'],
        [email, 'agent.long.address@example.co.il'],
      ] as const) {
        expect(node.getAttribute('dir')).toBe('ltr');
        expect(node.getAttribute('title')).toBe(full);
        const style = getComputedStyle(node);
        expect(style.textOverflow).toBe('ellipsis');
        expect(style.overflow).toBe('hidden');
        expect(style.whiteSpace).toBe('nowrap');
      }
      // The Hebrew value keeps reading right to left, also with its full text on hover.
      expect(name.getAttribute('dir')).toBe('rtl');
      expect(name.getAttribute('title')).toBe('מגרפה מסתובבת');
    });

    it('gives every header its full text and lets it wrap instead of cutting it mid-word', () => {
      renderWithProviders(
        <div dir="rtl">
          <DataTable label="machines" layout="table" columns={machineColumns} rows={machines} />
        </div>,
      );
      const header = screen.getByRole('columnheader', { name: 'תאריך התחלה' });
      expect(header.getAttribute('title')).toBe('תאריך התחלה');
      expect(header.textContent).toBe('תאריך התחלה');
      const style = getComputedStyle(header);
      expect(style.whiteSpace).not.toBe('nowrap');
      expect(style.textOverflow).not.toBe('ellipsis');
    });

    it('shows the full value on a long press by touch, without opening the row', () => {
      vi.useFakeTimers();
      try {
        const onRowClick = vi.fn();
        renderWithProviders(
          <DataTable
            label="machines"
            layout="table"
            columns={machineColumns}
            rows={machines}
            onRowClick={onRowClick}
          />,
        );
        const model = isolatedValue(screen.getByTestId('row-m1'), 'KUBOTA M5-111');
        fireEvent.pointerDown(model, { pointerType: 'touch', clientX: 5, clientY: 5 });
        act(() => vi.advanceTimersByTime(200));
        expect(screen.queryByTestId('full-text-tip')).toBeNull();
        act(() => vi.advanceTimersByTime(400));
        expect(screen.getByTestId('full-text-tip').textContent).toBe('KUBOTA M5-111');
        fireEvent.pointerUp(model, { pointerType: 'touch' });
        fireEvent.click(model);
        expect(onRowClick).not.toHaveBeenCalled();
        // A mouse press shows nothing extra (the title serves hover) and a click opens the row.
        fireEvent.pointerDown(model, { pointerType: 'mouse' });
        act(() => vi.advanceTimersByTime(1000));
        fireEvent.click(model);
        expect(onRowClick).toHaveBeenCalledOnce();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
