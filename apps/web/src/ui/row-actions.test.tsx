import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { RowActions } from './row-actions';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

afterEach(cleanup);

describe('ui row actions', () => {
  it('shows only the actions given, named after the row', async () => {
    const onEdit = vi.fn();
    const user = setupUser();
    renderWithProviders(<RowActions itemName="Dana Levi" onView={() => {}} onEdit={onEdit} />);
    expect(screen.getByTestId('row-view').getAttribute('aria-label')).toBe(
      i18next.t('ui.rowActions.view', { name: 'Dana Levi' }),
    );
    expect(screen.queryByTestId('row-delete')).toBeNull();
    await user.click(screen.getByTestId('row-edit'));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
