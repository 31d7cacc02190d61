import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { calibration, json, sampleWork, serve, worksPath } from '../test/serve';
import { WorkPicker } from './work-picker';
import { WorksList } from './works-list';

const installation = sampleWork();

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serveList = () =>
  serve((_method, path) =>
    path === worksPath('fetchWorksProducts')
      ? json({ works: [installation, calibration], total: 2, totalPages: 1 })
      : undefined,
  );

describe('works list: select mode (a document picks its works)', () => {
  it('hands the clicked work to onSelect, with no row actions and no add button, even for staff', async () => {
    serveList();
    const user = setupUser();
    const onSelect = vi.fn();
    renderSignedIn(<WorksList mode="select" onSelect={onSelect} />, { role: 'admin' });
    const row = await screen.findByTestId(`row-${calibration._id}`);
    expect(screen.queryByTestId('works-add')).toBeNull();
    expect(within(row).queryByTestId('row-view')).toBeNull();
    expect(within(row).queryByTestId('row-edit')).toBeNull();
    expect(within(row).queryByTestId('row-delete')).toBeNull();

    await user.click(row);
    expect(onSelect).toHaveBeenCalledWith(calibration);
    expect(screen.queryByTestId('work-dialog')).toBeNull();
  });

  it('picks with the keyboard too', async () => {
    serveList();
    const user = setupUser();
    const onSelect = vi.fn();
    renderSignedIn(<WorksList mode="select" onSelect={onSelect} />, { role: 'worker' });
    const row = await screen.findByTestId(`row-${installation._id}`);
    row.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(installation);
  });

  it('as a picker dialog, closes after handing over the work', async () => {
    serveList();
    const user = setupUser();
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderSignedIn(<WorkPicker open onClose={onClose} onPick={onPick} />, { role: 'worker' });
    const picker = await screen.findByTestId('work-picker');
    expect(within(picker).getByRole('heading', { name: 'בחירת עבודה' })).toBeTruthy();
    await user.click(await within(picker).findByTestId(`row-${installation._id}`));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(installation));
    expect(onClose).toHaveBeenCalled();
  });
});
