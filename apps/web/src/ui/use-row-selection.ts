import { useState } from 'react';

/** What DataTable needs to draw its checkboxes. */
export interface RowSelection<Row> {
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  /** Rows that may not be acted on (e.g. not pending) get no checkbox. Defaults to every row. */
  isSelectable?: (row: Row) => boolean;
  /** The row's name for screen readers ("Select row PI-1A2B"); defaults to its id. */
  rowLabel?: (row: Row) => string;
}

export interface RowSelectionState {
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  clear: () => void;
}

/**
 * The selected rows of a server-paged list, by id. The selection belongs to one view of the list:
 * `listKey` is what the page asks the server for (page, page size, filters, sort), and when any of
 * it changes the selection is empty again, so an action never applies to rows the person no
 * longer sees. Derived rather than reset in an effect, so no render shows a stale selection.
 */
export function useRowSelection(listKey: unknown): RowSelectionState {
  const key = JSON.stringify(listKey);
  const [state, setState] = useState<{ key: string; ids: readonly string[] }>({ key, ids: [] });
  const selectedIds = state.key === key ? state.ids : noIds;
  return {
    selectedIds,
    onChange: (ids) => setState({ key, ids }),
    clear: () => setState({ key, ids: noIds }),
  };
}

const noIds: readonly string[] = [];
