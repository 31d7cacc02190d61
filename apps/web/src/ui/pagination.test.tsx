import { Dialog } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

afterEach(cleanup);

describe('the pager’s jump to page', () => {
  it('goes to the typed page and never submits a form it sits in, through a dialog’s portal too', async () => {
    const user = setupUser();
    const outerSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onPageChange = vi.fn();
    renderWithProviders(
      <form onSubmit={outerSubmit}>
        <Dialog open>
          <Pagination
            page={1}
            pageSize={10}
            total={120}
            displayedCount={10}
            onPageChange={onPageChange}
            onPageSizeChange={() => {}}
          />
        </Dialog>
      </form>,
    );
    await user.type(screen.getByTestId('pagination-jump'), '7{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(7);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
