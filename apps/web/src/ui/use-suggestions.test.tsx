import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSuggestions } from './use-suggestions';

describe('suggestions for what was typed', () => {
  it('renders once for a field too short to suggest for, and asks nothing', async () => {
    const suggest = vi.fn(async () => ['JOHN DEERE']);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSuggestions(suggest, 'JO');
    });
    await act(async () => {});
    expect(result.current).toEqual({ options: [], isLoading: false });
    expect(suggest).not.toHaveBeenCalled();
    expect(renders).toBe(1);
  });
});
