import { Dialog, TextField } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogTabs, useDialogTabs } from './dialog-tabs';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';

afterEach(cleanup);

const tabs = ['first', 'second', 'third'] as const;
type Entry = (typeof tabs)[number];

function Harness() {
  const state = useDialogTabs<Entry>('first');
  return (
    <Dialog open>
      <DialogTabs
        state={state}
        tabs={tabs}
        label={(entry) => `Tab ${entry}`}
        ariaLabel="Sample tabs"
        testIdPrefix="sample"
        isDisabled={(entry) => entry === 'third'}
        render={(entry) => <TextField label={`Field ${entry}`} />}
      />
    </Dialog>
  );
}

describe('ui dialog tabs', () => {
  it('mounts only the first panel, wired to its tab', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sample tabs' })).toBeTruthy();
    const tab = screen.getByTestId('sample-tab-first');
    const panel = screen.getByTestId('sample-panel-first');
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(screen.queryByTestId('sample-panel-second')).toBeNull();
  });

  it('keeps a visited panel mounted, with what was typed, once another tab is shown', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Field first'), 'kept');
    await user.click(screen.getByTestId('sample-tab-second'));
    expect(screen.getByTestId('sample-panel-first').hidden).toBe(true);
    expect(screen.getByTestId('sample-panel-second').hidden).toBe(false);
    await user.click(screen.getByTestId('sample-tab-first'));
    expect((screen.getByLabelText('Field first') as HTMLInputElement).value).toBe('kept');
  });

  it('disables the tabs it is told to', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('sample-tab-third').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('sample-tab-second').hasAttribute('disabled')).toBe(false);
  });
});
