import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { sampleRegistryItem } from '../test/sample-registry-items';
import { findToast } from '../test/toast';
import { AddVehicleDialog, type AddVehicleDialogProps } from './add-vehicle-dialog';

let requests: { method: string; path: string; body: unknown }[] = [];

function serve(handler: (method: string, path: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, body });
      return handler(method, url.pathname, body);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderDialog(props: Partial<AddVehicleDialogProps> = {}) {
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(<AddVehicleDialog open onClose={onClose} onAdded={onAdded} {...props} />);
  return { onClose, onAdded };
}

const field = (name: string) => screen.getByTestId(`add-vehicle-field-${name}`) as HTMLInputElement;
const helperOf = (name: string) => field(name).closest('.MuiFormControl-root') as HTMLElement;

async function fillCommon(user: UserEvent) {
  await user.type(field('tractorNumber'), '12-345-67');
  await user.type(field('vinNumber'), 'jd 6155r 0001');
  await user.type(field('machine'), 'JOHN DEERE');
  await user.type(field('model'), '6155R');
  await user.type(field('year'), '2019');
}

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('add-vehicle dialog', () => {
  it('offers the three machine types, agricultural first, with translated names', () => {
    serve(() => json({}));
    renderDialog();
    const dialog = screen.getByTestId('add-vehicle-dialog');
    expect((within(dialog).getByTestId('add-vehicle-type-braidTools') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByLabelText('רכב')).toBe(
      within(dialog).getByTestId('add-vehicle-type-vehicleTools'),
    );
    expect(within(dialog).getByLabelText('כלי תעשייתי')).toBeTruthy();
  });

  it('asks for every required field in the spec’s words, and sends nothing', async () => {
    serve(() => json({}));
    const user = setupUser();
    renderDialog();
    await user.click(screen.getByTestId('add-vehicle-submit'));
    await findToast('אנא מלא את כל השדות החובה.');
    for (const name of ['tractorNumber', 'vinNumber', 'machine', 'model', 'year']) {
      expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(requests).toEqual([]);
  });

  it('needs a 4-digit year', async () => {
    serve(() => json({}));
    const user = setupUser();
    renderDialog();
    await fillCommon(user);
    await user.clear(field('year'));
    await user.type(field('year'), '19');
    await user.click(screen.getByTestId('add-vehicle-submit'));
    await waitFor(() => expect(within(helperOf('year')).getByText('חייב להכיל בדיוק 4 ספרות')).toBeTruthy());
    expect(requests).toEqual([]);
  });

  it('adds the vehicle under the registry’s names, with the chosen type’s own fields', async () => {
    const created = sampleRegistryItem({ category: 'vehicleTools', createdByGov: false });
    serve(() => json(created, 201));
    const user = setupUser();
    const { onClose, onAdded } = renderDialog({ initial: { vinNumber: 'JD6155R0001' } });
    expect(field('vinNumber').value).toBe('JD6155R0001');
    await user.click(screen.getByTestId('add-vehicle-type-vehicleTools'));
    await user.clear(field('vinNumber'));
    await fillCommon(user);
    await user.click(screen.getByTestId('add-vehicle-more'));
    await user.type(field('ramat_gimur'), 'SUN');
    await user.type(field('sug_tzama_nm'), 'פרטי');
    await user.click(screen.getByTestId('add-vehicle-submit'));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    await findToast('מכונה נוספה בהצלחה');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/gov/createItem',
        body: {
          category: 'vehicleTools',
          item: {
            mispar_rechev: '1234567',
            mispar_shilda: 'JD6155R0001',
            tozeret_nm: 'JOHN DEERE',
            degem_nm: '6155R',
            shnat_yitzur: '2019',
            sug_tzama_nm: 'פרטי',
            details: { ramat_gimur: 'SUN' },
            files: [],
          },
        },
      },
    ]);
  });

  it('puts "already exists" (409) on the chassis field and keeps what was typed', async () => {
    serve(() =>
      json(
        {
          error: {
            code: 'CONFLICT',
            message: 'exists',
            fields: { 'item.mispar_shilda': 'validation.itemExists' },
          },
        },
        409,
      ),
    );
    const user = setupUser();
    const { onClose, onAdded } = renderDialog();
    await fillCommon(user);
    await user.click(screen.getByTestId('add-vehicle-submit'));

    await findToast('אירעה שגיאה בעת הוספת המכונה');
    await waitFor(() => expect(field('vinNumber').getAttribute('aria-invalid')).toBe('true'));
    expect(within(helperOf('vinNumber')).getByText('כבר קיים כלי עם המספר הזה')).toBeTruthy();
    expect(field('tractorNumber').getAttribute('aria-invalid')).toBe('false');
    expect(field('model').value).toBe('6155R');
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
