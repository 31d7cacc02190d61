import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

describe('ui useRowSelection', () => {
  it('empties the selection when the list asked for changes (page, filters or sort)', () => {
    const { result, rerender } = renderHook(({ listKey }) => useRowSelection(listKey), {
      initialProps: { listKey: { page: 1, status: 'pending' } as object },
    });
    act(() => result.current.onChange(['a', 'b']));
    expect(result.current.selectedIds).toEqual(['a', 'b']);
    rerender({ listKey: { page: 1, status: 'pending' } });
    expect(result.current.selectedIds).toEqual(['a', 'b']);
    rerender({ listKey: { page: 1, status: 'active' } });
    expect(result.current.selectedIds).toEqual([]);
  });
});
