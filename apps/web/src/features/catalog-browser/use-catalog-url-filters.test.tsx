import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCatalogUrlFilters } from './use-catalog-url-filters';

function renderFilters(address: string) {
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => {
      renders += 1;
      return useCatalogUrlFilters();
    },
    { wrapper },
  );
  return { ...hook, renders: () => renders };
}

describe('catalogue filters kept in the address', () => {
  // The category page renders every card under this hook: a second render on arrival is a second
  // pass over the whole page while a phone is bringing it alive.
  it('shows the address in the fields on arrival, without rendering the page a second time', async () => {
    const { result, renders } = renderFilters('/products/windows?machine=MANITOU&model=MLT%20735');
    await act(async () => {});
    expect(result.current.draft.machine).toBe('MANITOU');
    expect(result.current.draft.model).toBe('MLT 735');
    expect(renders()).toBe(1);
  });
});
