import { Button } from '@mui/material';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../app/i18n';
import { DiscardChangesDialog, useDiscardChanges } from './discard-changes-dialog';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

afterEach(cleanup);

function Harness({ hasChanges, onClose }: { hasChanges: boolean; onClose: () => void }) {
  const discard = useDiscardChanges(onClose);
  return (
    <>
      <Button onClick={() => discard.closeOrAsk(hasChanges)}>close</Button>
      <DiscardChangesDialog discard={discard} textsKey="users.dialog" />
    </>
  );
}

describe('ui discard changes dialog', () => {
  it('closes at once when nothing would be lost', async () => {
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<Harness hasChanges={false} onClose={onClose} />);
    await user.click(screen.getByText('close'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('asks first with the module texts; keep editing stays, discard closes', async () => {
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<Harness hasChanges onClose={onClose} />);
    await user.click(screen.getByText('close'));
    expect(screen.getByText(i18next.t('users.dialog.discardTitle'))).toBeTruthy();
    expect(screen.getByTestId('confirm-yes').textContent).toBe(i18next.t('users.dialog.discardConfirm'));
    await user.click(screen.getByTestId('confirm-no'));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    await user.click(screen.getByText('close'));
    await user.click(screen.getByTestId('confirm-yes'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
