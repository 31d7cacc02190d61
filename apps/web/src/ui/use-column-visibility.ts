import { useCallback, useMemo, useState } from 'react';

export interface VisibilityColumn {
  id: string;
  /** False keeps the column always shown. Defaults to true. */
  hideable?: boolean;
  initiallyHidden?: boolean;
}

export interface ColumnVisibility {
  hiddenColumnIds: ReadonlySet<string>;
  isVisible: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Back to the columns' initial visibility. */
  reset: () => void;
}

function initialHidden(columns: readonly VisibilityColumn[]): Set<string> {
  return new Set(
    columns.filter((column) => column.initiallyHidden && column.hideable !== false).map((c) => c.id),
  );
}

/** Which columns of a table are shown; feed it to `DataTable` and `ColumnChooser`. */
export function useColumnVisibility(columns: readonly VisibilityColumn[]): ColumnVisibility {
  const [hiddenColumnIds, setHidden] = useState<ReadonlySet<string>>(() => initialHidden(columns));
  const toggle = useCallback(
    (id: string) => {
      if (columns.find((column) => column.id === id)?.hideable === false) return;
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [columns],
  );
  const reset = useCallback(() => setHidden(initialHidden(columns)), [columns]);
  return useMemo(
    () => ({ hiddenColumnIds, isVisible: (id: string) => !hiddenColumnIds.has(id), toggle, reset }),
    [hiddenColumnIds, toggle, reset],
  );
}
