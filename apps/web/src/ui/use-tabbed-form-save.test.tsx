import { Button, Dialog } from '@mui/material';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogTabs, useDialogTabs } from './dialog-tabs';
import { renderWithProviders } from './test-providers';
import { setupUser } from './test-user';
import { firstPathTarget, useTabbedFormSave } from './use-tabbed-form-save';

afterEach(cleanup);

const tabs = ['first', 'second'] as const;
type Entry = (typeof tabs)[number];

interface Values {
  name: string;
  city: string;
}

/** The city, shown on the second tab, is required. */
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.city) return { values, errors: {} };
  return { values: {}, errors: { city: { type: 'required', message: 'required' } } };
};

const tabOfPath = (path: string): Entry => (path === 'city' ? 'second' : 'first');

interface HarnessProps {
  city?: string;
  isReadOnly?: boolean;
  settled: () => Promise<void>;
  saveValid: (values: Values) => Promise<void>;
  notifyInvalid?: (errors: unknown) => void;
}

function Harness({ city = 'Haifa', isReadOnly = false, settled, saveValid, notifyInvalid }: HarnessProps) {
  const dialogTabs = useDialogTabs<Entry>('first');
  const form = useForm<Values>({ defaultValues: { name: 'Dan', city }, resolver, shouldFocusError: false });
  const { isSaving, save } = useTabbedFormSave({
    form,
    isReadOnly,
    uploads: { settled },
    // The focus timer expects the shown tab to have rendered by then; under Node the timer and React's
    // scheduler may run in either order, so the tab is rendered at once here.
    dialogTabs: { showTab: (tab: Entry) => flushSync(() => dialogTabs.showTab(tab)) },
    errorTarget: firstPathTarget(tabOfPath),
    notifyInvalid: notifyInvalid ?? (() => undefined),
  });
  return (
    <Dialog open>
      <DialogTabs
        state={dialogTabs}
        tabs={tabs}
        label={(entry) => `Tab ${entry}`}
        testIdPrefix="sample"
        render={(entry) =>
          entry === 'first' ? (
            <input aria-label="Name" {...form.register('name')} />
          ) : (
            <input aria-label="City" {...form.register('city')} />
          )
        }
      />
      {/* Not disabled while saving: the hook itself must refuse a second save. */}
      <Button onClick={() => void save(saveValid)}>save</Button>
      <span data-testid="saving">{String(isSaving)}</span>
    </Dialog>
  );
}

/** A promise resolved by hand, standing for uploads still running. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promises and timers run, so a submit that should not happen would have happened. */
const flush = () => act(() => new Promise((done) => setTimeout(done, 20)));

/** The harness with valid values and uploads running until `uploads.resolve()`. */
function renderWhileUploading() {
  const uploads = deferred();
  const saveValid = vi.fn(async (_values: Values) => {});
  const user = setupUser();
  renderWithProviders(<Harness settled={() => uploads.promise} saveValid={saveValid} />);
  return { uploads, saveValid, user };
}

describe('ui useTabbedFormSave', () => {
  it('waits for the uploads to finish before validating and submitting', async () => {
    const { uploads, saveValid, user } = renderWhileUploading();

    await user.click(screen.getByText('save'));
    await flush();
    expect(saveValid).not.toHaveBeenCalled();
    expect(screen.getByTestId('saving').textContent).toBe('true');

    await act(async () => uploads.resolve());
    await waitFor(() => expect(saveValid).toHaveBeenCalledOnce());
    expect(saveValid.mock.calls[0]?.[0]).toEqual({ name: 'Dan', city: 'Haifa' });
    await waitFor(() => expect(screen.getByTestId('saving').textContent).toBe('false'));
  });

  it('submits once when saved again while a save is running, and can save again afterwards', async () => {
    const { uploads, saveValid, user } = renderWhileUploading();

    await user.click(screen.getByText('save'));
    await user.click(screen.getByText('save'));
    await act(async () => uploads.resolve());
    await waitFor(() => expect(screen.getByTestId('saving').textContent).toBe('false'));
    await flush();
    expect(saveValid).toHaveBeenCalledOnce();

    await user.click(screen.getByText('save'));
    await waitFor(() => expect(saveValid).toHaveBeenCalledTimes(2));
  });

  it('does nothing when read-only', async () => {
    const settled = vi.fn(async () => {});
    const saveValid = vi.fn(async (_values: Values) => {});
    const notifyInvalid = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <Harness isReadOnly city="" settled={settled} saveValid={saveValid} notifyInvalid={notifyInvalid} />,
    );

    await user.click(screen.getByText('save'));
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(saveValid).not.toHaveBeenCalled();
    expect(notifyInvalid).not.toHaveBeenCalled();
    expect(screen.getByTestId('saving').textContent).toBe('false');
  });

  it('on invalid values notifies, opens the tab of the first invalid field and focuses it', async () => {
    const saveValid = vi.fn(async (_values: Values) => {});
    const notifyInvalid = vi.fn();
    const user = setupUser();
    renderWithProviders(
      <Harness city="" settled={async () => {}} saveValid={saveValid} notifyInvalid={notifyInvalid} />,
    );
    expect(screen.queryByTestId('sample-panel-second')).toBeNull();

    await user.click(screen.getByText('save'));
    await waitFor(() => expect(notifyInvalid).toHaveBeenCalledOnce());
    expect(notifyInvalid.mock.calls[0]?.[0]).toHaveProperty('city.type', 'required');
    expect(screen.getByTestId('sample-tab-second').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('sample-panel-second').hidden).toBe(false);
    expect(screen.getByTestId('sample-panel-first').hidden).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
    expect(saveValid).not.toHaveBeenCalled();
  });
});

describe('ui firstPathTarget', () => {
  it('targets the first path, mapped to the form path, on its tab', () => {
    const target = firstPathTarget(
      (path) => (path === 'docs' ? 'files' : 'general'),
      (path) => (path.startsWith('docIds') ? 'docs' : path),
    );
    expect(target(['docIds.0', 'name'])).toEqual({ tab: 'files', path: 'docs' });
    expect(target(['name', 'docIds.0'])).toEqual({ tab: 'general', path: 'name' });
    expect(target([])).toBeUndefined();
  });
});
