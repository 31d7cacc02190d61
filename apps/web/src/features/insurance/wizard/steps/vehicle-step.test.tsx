import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { addDays, addYears, formatDisplayDate, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { setupUser } from '../../../../ui/test-user';
import { sampleCustomer, sampleRegistryMachine } from '../../test/sample-insurance';
import { findToast } from '../test/toast';
import { expectStep, field, fill, helperOf, isOnStep, renderWizard, setDate } from '../test/wizard-driver';
import { json, serve } from '../test/wizard-serve';

const registryPath = 'GET /api/gov/getItemByFields';
const usersPath = 'GET /api/users/getItemByFields';
const vehicleValues = () =>
  ['vinNumber', 'tractorNumber', 'machine', 'model', 'year', 'description'].map(
    (name) => field(`machine.${name}`).value,
  );

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The wizard is a large form; a busy machine renders it slowly, hence the roomier time limit.
describe('insurance wizard: the vehicle step', () => {
  it('enables each search button only at 3 characters or more, spaces not counted', () => {
    serve();
    renderWizard({ mode: 'serviceCall' });
    const vinSearch = screen.getByTestId('wizard-search-vinNumber') as HTMLButtonElement;
    const plateSearch = screen.getByTestId('wizard-search-tractorNumber') as HTMLButtonElement;
    expect(vinSearch.disabled).toBe(true);
    fill('machine.vinNumber', ' 12 ');
    expect(vinSearch.disabled).toBe(true);
    fill('machine.vinNumber', '123');
    expect(vinSearch.disabled).toBe(false);
    expect(plateSearch.disabled).toBe(true);
    fill('machine.tractorNumber', '12-3');
    expect(plateSearch.disabled).toBe(false);
  });

  it('fills the vehicle from a single registry match, searching every register by chassis', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = serve({
      [registryPath]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fill('machine.vinNumber', ' jd6155r0001 ');
    await user.click(screen.getByTestId('wizard-search-vinNumber'));
    expect(await screen.findByTestId('wizard-vehicle-searching')).toBeTruthy();
    answer(json({ items: [sampleRegistryMachine()] }));
    await waitFor(() =>
      expect(vehicleValues()).toEqual(['JD6155R0001', '1234501', 'JOHN DEERE', '6155R', '2019', 'טרקטור']),
    );
    expect(screen.queryByTestId('wizard-vehicle-searching')).toBeNull();
    const lookup = requests.find((request) => request.path === '/api/gov/getItemByFields');
    expect(lookup?.query.get('category')).toBe('gov-all');
    expect(JSON.parse(lookup?.query.get('fields') ?? '')).toEqual([{ mispar_shilda: 'jd6155r0001' }]);
    // The filled fields stay editable.
    fill('machine.description', 'טרקטור חקלאי');
    expect(field('machine.description').value).toBe('טרקטור חקלאי');
  });

  it('searches by vehicle number with Enter', async () => {
    const requests = serve({ [registryPath]: () => json({ items: [sampleRegistryMachine()] }) });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fill('machine.tractorNumber', '1234501');
    await user.type(field('machine.tractorNumber'), '{Enter}');
    await waitFor(() => expect(field('machine.machine').value).toBe('JOHN DEERE'));
    const lookup = requests.find((request) => request.path === '/api/gov/getItemByFields');
    expect(JSON.parse(lookup?.query.get('fields') ?? '')).toEqual([{ mispar_rechev: '1234501' }]);
  });

  it('lets the person choose when several vehicles share the number', async () => {
    const other = sampleRegistryMachine({
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      mispar_rechev: '7654321',
      tozeret_nm: 'NEW HOLLAND',
      degem_nm: 'T7',
      shnat_yitzur: '2021',
      sug_tzama_nm: '',
    });
    serve({ [registryPath]: () => json({ items: [sampleRegistryMachine(), other] }) });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fill('machine.vinNumber', 'JD6155R0001');
    await user.click(screen.getByTestId('wizard-search-vinNumber'));
    const chooser = await screen.findByTestId('wizard-vehicle-chooser');
    expect(chooser.textContent).toContain('נמצאו כמה רכבים עם המספר JD6155R0001');
    expect(chooser.textContent).toContain('יש לבחור את הרכב המתאים');
    const headers = [...chooser.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['יצרן', 'דגם', 'שנה', 'מספר שלדה', 'מספר רישוי', 'פעולות']);
    expect(within(chooser).getAllByTestId('wizard-vehicle-choice')).toHaveLength(2);
    // Nothing is filled until one is chosen.
    expect(field('machine.machine').value).toBe('');
    await user.click(within(chooser).getByTestId(`wizard-vehicle-pick-${other._id}`));
    await waitFor(() => expect(screen.queryByTestId('wizard-vehicle-chooser')).toBeNull());
    expect(vehicleValues()).toEqual(['JD6155R0001', '7654321', 'NEW HOLLAND', 'T7', '2021', '']);
  });

  it('says nothing was found and clears the vehicle for typing by hand, keeping the searched number', async () => {
    serve();
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fill('machine.machine', 'OLD VALUE');
    fill('machine.vinNumber', 'NOPE123');
    await user.click(screen.getByTestId('wizard-search-vinNumber'));
    const notice = await screen.findByTestId('wizard-vehicle-not-found');
    expect(notice.textContent).toContain('לא נמצאו פרטי רכב במערכת');
    expect(notice.textContent).toContain('ניתן למלא את פרטי הרכב ידנית');
    expect(vehicleValues()).toEqual(['NOPE123', '', '', '', '', '']);
  });

  it('says the search failed on any other error', async () => {
    serve({ [registryPath]: () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' });
    fill('machine.vinNumber', 'JD6155R0001');
    await user.click(screen.getByTestId('wizard-search-vinNumber'));
    await findToast('אירעה שגיאה במהלך החיפוש');
    expect(screen.queryByTestId('wizard-vehicle-not-found')).toBeNull();
  });

  it('fills the customer who owns the vehicle and moves to the customer step after 1.5 seconds', async () => {
    const requests = serve({
      [registryPath]: () => json({ items: [sampleRegistryMachine()] }),
      [usersPath]: () => json({ items: [sampleCustomer()] }),
    });
    renderWizard({ mode: 'serviceCall', initial: { vinNumber: 'JD6155R0001' } });
    const found = await screen.findByTestId('wizard-customer-found');
    const foundAt = Date.now();
    expect(found.textContent).toContain('נמצא לקוח קיים: Dana Levi');
    expect(isOnStep('vehicle')).toBe(true);
    await expectStep('customer', 4000);
    expect(Date.now() - foundAt).toBeGreaterThanOrEqual(1000);
    expect(field('userInformation.name').value).toBe('Dana Levi');
    expect(field('userInformation.userId').value).toBe('123456789');
    expect(field('userInformation.phoneNumber').value).toBe('0501234567');
    expect(field('userInformation.city').value).toBe('Haifa');
    const lookup = requests.find((request) => request.path === '/api/users/getItemByFields');
    expect(lookup?.query.get('role')).toBe('customer');
    expect(JSON.parse(lookup?.query.get('fields') ?? '')).toEqual([
      { 'machines.vinNumber': 'JD6155R0001' },
      { 'machines.tractorNumber': '1234501' },
    ]);
  });

  it('gives a signed-in customer its own details instead of looking up the vehicle’s owner', async () => {
    const me = sampleCustomer({ _id: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40' });
    const requests = serve({
      'GET /api/users/getData': () => json({ users: [me], total: 1, totalPages: 1 }),
      [registryPath]: () => json({ items: [sampleRegistryMachine()] }),
    });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' }, 'customer');
    fill('machine.vinNumber', 'JD6155R0001');
    await user.click(screen.getByTestId('wizard-search-vinNumber'));
    await waitFor(() => expect(field('machine.machine').value).toBe('JOHN DEERE'));
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('customer');
    expect(screen.getByTestId('wizard-own-details')).toBeTruthy();
    expect(field('userInformation.name').value).toBe('Dana Levi');
    expect(field('userInformation.email').value).toBe('dana@example.com');
    expect(requests.some((request) => request.path === '/api/users/getItemByFields')).toBe(false);
  });
});

describe('insurance wizard: the subscription period', () => {
  const today = todayIso();

  it('starts today for one year, with the one-year note', () => {
    serve();
    renderWizard({ mode: 'subscription' });
    expect(field('createdAt').value).toBe(formatDisplayDate(today));
    expect(field('expiredAt').value).toBe(formatDisplayDate(addYears(today, 1)));
    expect(screen.getByTestId('wizard-period-note').textContent).toContain(
      'תקופת המנוי המקסימלית היא שנה אחת',
    );
  });

  it('moves the end one year after a new start, and keeps a later end within the year', async () => {
    serve();
    renderWizard({ mode: 'subscription' });
    const start = addDays(today, 10);
    setDate('createdAt', formatDisplayDate(start));
    await waitFor(() => expect(field('expiredAt').value).toBe(formatDisplayDate(addYears(start, 1))));
    setDate('expiredAt', formatDisplayDate(addDays(addYears(start, 1), 20)));
    await waitFor(() => expect(field('expiredAt').value).toBe(formatDisplayDate(addYears(start, 1))));
    const earlier = addDays(start, 100);
    setDate('expiredAt', formatDisplayDate(earlier));
    await waitFor(() => expect(field('expiredAt').value).toBe(formatDisplayDate(earlier)));
  });

  it('refuses a start before today', async () => {
    serve();
    const user = setupUser();
    renderWizard({ mode: 'subscription' });
    setDate('createdAt', formatDisplayDate(addDays(today, -1)));
    await user.click(screen.getByTestId('wizard-continue'));
    expect(helperOf('createdAt')).toBe('תאריך ההתחלה לא יכול להיות לפני היום');
    expect(isOnStep('vehicle')).toBe(true);
  });

  it('has no period in a service call', () => {
    serve();
    renderWizard({ mode: 'serviceCall' });
    expect(screen.queryByTestId('wizard-field-createdAt')).toBeNull();
    expect(screen.queryByTestId('wizard-period-note')).toBeNull();
  });
});
