import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  type DocDamageReport,
  type DocumentInput,
  damageReportSchema,
  documentInputSchema,
  type ParsedDocumentInput,
} from '@tg/domain';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { DamageReportTab } from './damage-report-tab';

/** What the canvas gives in the browser; jsdom has no canvas, so this test stubs it. */
const drawnPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const storedPng = 'data:image/png;base64,c3RvcmVkLXNpZ25hdHVyZQ==';

/** A 2D context that accepts every drawing call signature_pad makes. */
function fakeContext(): CanvasRenderingContext2D {
  return new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => {}),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const resolver = zodResolver(documentInputSchema) as unknown as Resolver<
  DocumentInput,
  unknown,
  ParsedDocumentInput
>;

let saved: ParsedDocumentInput[] = [];

function Harness({ values, readOnly }: { values: DocumentInput; readOnly: boolean }) {
  const form = useForm<DocumentInput, unknown, ParsedDocumentInput>({ defaultValues: values, resolver });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((parsed) => {
          saved.push(parsed);
        })}
      >
        <DamageReportTab readOnly={readOnly} />
        <button type="submit" data-testid="save">
          save
        </button>
      </form>
    </FormProvider>
  );
}

/** A document as the modal's form holds it: the customer and machine filled. */
function documentValues(damageReport: DocDamageReport | null = null): DocumentInput {
  return {
    ...documentInputSchema.parse({}),
    userInformation: {
      ...documentInputSchema.parse({}).userInformation,
      name: 'דנה לוי',
      userId: '123456782',
      city: 'חיפה',
      phoneNumber: '050-1234567',
      email: 'not-an-email',
    },
    machine: {
      ...documentInputSchema.parse({}).machine,
      tractorNumber: '12-345-67',
      machine: 'טויוטה',
      model: 'קורולה',
      year: '2019',
    },
    damageReport,
  };
}

function renderTab({
  report = null,
  readOnly = false,
}: {
  report?: DocDamageReport | null;
  readOnly?: boolean;
} = {}) {
  return renderWithProviders(<Harness values={documentValues(report)} readOnly={readOnly} />);
}

const choice = (path: string) =>
  (screen.getByTestId(`dr-field-${path.replaceAll('.', '-')}`) as HTMLSelectElement).selectedOptions[0]
    ?.textContent;
const field = (path: string) =>
  screen.getByTestId(`dr-field-${path.replaceAll('.', '-')}`) as HTMLInputElement;

async function save(user: ReturnType<typeof setupUser>) {
  const before = saved.length;
  await user.click(screen.getByTestId('save'));
  await waitFor(() => expect(saved.length).toBe(before + 1));
  return saved.at(-1)!;
}

/** A stroke across a pad, as a mouse draws it. */
async function draw(user: ReturnType<typeof setupUser>, canvas: HTMLElement) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 10, clientY: 10 } },
    { target: canvas, coords: { clientX: 60, clientY: 25 } },
    { target: canvas, coords: { clientX: 120, clientY: 30 } },
    { keys: '[/MouseLeft]', target: canvas, coords: { clientX: 120, clientY: 30 } },
  ]);
}

beforeEach(async () => {
  saved = [];
  await i18next.changeLanguage('he');
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext() as unknown as ReturnType<HTMLCanvasElement['getContext']>,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(drawnPng);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('damage report tab: starting a form', () => {
  it('offers to fill one when the document has none, and nothing is sent until someone does', async () => {
    const user = setupUser();
    renderTab();
    expect(screen.getByTestId('dr-empty').textContent).toContain('אין למסמך הודעה על תאונת דרכים');
    expect((await save(user)).damageReport).toBeNull();

    await user.click(screen.getByTestId('dr-start'));
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'א. פרטי המנוי והפוליסה',
      'ב. פרטי הנהג',
      'ג. פרטי התאונה',
      'ד. פרטי צד ג׳',
      'הצהרה',
      'חתימות',
    ]);
    // What the document knows is already there; what the form would refuse is left out.
    expect(field('insuredPerson.name').value).toBe('דנה לוי');
    expect(field('insuredPerson.idNumber').value).toBe('123456782');
    expect(field('insuredPerson.address.mobilePhone').value).toBe('050-1234567');
    expect(field('insuredPerson.address.email').value).toBe('');
    expect(field('policyDetails.licenseNumber').value).toBe('12-345-67');
    expect(field('policyDetails.vehicleModel').value).toBe('טויוטה קורולה');
    expect(field('declaration.formFillingDate').value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const report = (await save(user)).damageReport!;
    expect(report.insuredPerson.vehicleType).toBe('light');
    expect(report.thirdPartyDetails.insuranceType).toBe('comprehensive');
    expect(report.driverDetails.gender).toBe('male');
    expect(report.insuredPerson.osek_murshe).toBe(false);
    expect(choice('insuredPerson.vehicleType')).toBe('קל');
    expect(choice('driverDetails.gender')).toBe('ז');
    expect(choice('thirdPartyDetails.insuranceType')).toBe('מקיף');
  });

  it('removes the form after asking', async () => {
    const user = setupUser();
    renderTab({ report: damageReportSchema.parse({ insuredPerson: { name: 'דנה' } }) });
    await user.click(screen.getByTestId('dr-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'הסרה' }));
    expect(screen.getByTestId('dr-empty')).toBeTruthy();
    expect((await save(user)).damageReport).toBeNull();
  });
});

describe('damage report tab: filling the sections', () => {
  it('keeps what is typed in every section, yes/no answers and checkboxes as booleans, the choices as codes', async () => {
    const user = setupUser();
    renderTab({ report: damageReportSchema.parse({}) });
    await user.type(field('policyDetails.policyNumber'), 'POL-77');
    await user.type(field('insuredPerson.name'), 'דנה לוי');
    await user.click(screen.getByTestId('dr-field-insuredPerson-osek_murshe-yes'));
    await user.selectOptions(field('insuredPerson.vehicleType'), 'over4Tons');
    await user.type(field('insuredPerson.address.city'), 'חיפה');
    await user.click(screen.getByTestId('dr-copy-address'));
    await user.type(field('driverDetails.driverName'), 'משה כהן');
    await user.selectOptions(field('driverDetails.gender'), 'female');
    await user.click(screen.getByTestId('dr-field-accidentDetails-policeInvolved-yes'));
    await user.type(field('accidentDetails.accidentLocation'), 'צומת יגור');
    await user.type(field('accidentDetails.detailedAccidentDescription'), 'בלימה פתאומית');
    await user.type(field('thirdPartyDetails.vehicleRegistrationNumber'), '98-765-43');
    await user.selectOptions(field('thirdPartyDetails.insuranceType'), 'mandatory');
    await user.click(screen.getByTestId('dr-field-declaration-handleThirdPartyClaim-yes'));
    await user.click(field('declaration.communicationPreference.email'));

    const report = (await save(user)).damageReport!;
    expect(report.policyDetails.policyNumber).toBe('POL-77');
    expect(report.insuredPerson).toMatchObject({
      name: 'דנה לוי',
      osek_murshe: true,
      vehicleType: 'over4Tons',
    });
    expect(report.driverDetails).toMatchObject({
      driverName: 'משה כהן',
      gender: 'female',
      drivingWithInsurancePermission: false,
    });
    expect(report.driverDetails.address.city).toBe('חיפה');
    expect(report.accidentDetails).toMatchObject({
      accidentLocation: 'צומת יגור',
      detailedAccidentDescription: 'בלימה פתאומית',
      policeInvolved: true,
      towTruckInvolved: false,
    });
    expect(report.thirdPartyDetails).toMatchObject({
      vehicleRegistrationNumber: '98-765-43',
      insuranceType: 'mandatory',
    });
    expect(report.declaration.handleThirdPartyClaim).toBe(true);
    expect(report.declaration.communicationPreference).toEqual({
      email: true,
      mobilePhone: false,
      postalMail: false,
    });
    // The same answers can be taken back.
    await user.click(screen.getByTestId('dr-field-insuredPerson-osek_murshe-no'));
    expect((await save(user)).damageReport?.insuredPerson.osek_murshe).toBe(false);
  });

  it('shows the schema’s message beside a field it refuses, and does not save', async () => {
    const user = setupUser();
    renderTab({ report: damageReportSchema.parse({}) });
    await user.type(field('driverDetails.driverIdNumber'), '12');
    await user.type(field('thirdPartyDetails.ownerPhone'), 'abc');
    await user.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(field('driverDetails.driverIdNumber').closest('.MuiFormControl-root')?.textContent).toContain(
        i18next.t('validation.userIdLength'),
      ),
    );
    expect(field('thirdPartyDetails.ownerPhone').closest('.MuiFormControl-root')?.textContent).toContain(
      i18next.t('validation.invalidPhone'),
    );
    expect(saved).toHaveLength(0);
  });
});

describe('damage report tab: signatures', () => {
  it('stores both signatures as PNG data URLs when approved', async () => {
    const user = setupUser();
    renderTab({ report: damageReportSchema.parse({}) });
    const pads = ['driverSign', 'insuredSign'].map((signer) => screen.getByTestId(`dr-signature-${signer}`));
    expect(pads.map((pad) => pad.tagName)).toEqual(['CANVAS', 'CANVAS']);
    await draw(user, pads[0]!);
    await draw(user, pads[1]!);
    expect(screen.getByTestId('dr-signatures-status').textContent).toContain('טרם אושרו');

    await user.click(screen.getByTestId('dr-approve-signatures'));
    expect(screen.getByTestId('dr-signatures-status').textContent).toContain('החתימות אושרו');
    const report = (await save(user)).damageReport!;
    expect(report.driverSign).toBe(drawnPng);
    expect(report.insuredSign).toBe(drawnPng);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png', undefined);
  });

  it('asks for a signature before approving, and a cleared pad stores none', async () => {
    const user = setupUser();
    renderTab({ report: damageReportSchema.parse({}) });
    await user.click(screen.getByTestId('dr-approve-signatures'));
    expect(screen.getByTestId('dr-signatures-status').textContent).toBe('יש לחתום לפני האישור.');
    expect((await save(user)).damageReport).toMatchObject({ driverSign: '', insuredSign: '' });

    await draw(user, screen.getByTestId('dr-signature-driverSign'));
    await draw(user, screen.getByTestId('dr-signature-insuredSign'));
    await user.click(screen.getByTestId('dr-signature-insuredSign-clear'));
    await user.click(screen.getByTestId('dr-approve-signatures'));
    expect((await save(user)).damageReport).toMatchObject({ driverSign: drawnPng, insuredSign: '' });
  });
});

describe('damage report tab: read-only', () => {
  it('disables every field and shows the stored signatures as images', async () => {
    const report = damageReportSchema.parse({
      insuredPerson: { name: 'דנה לוי', osek_murshe: true },
      driverSign: storedPng,
    });
    renderTab({ report, readOnly: true });
    const form = screen.getByTestId('dr-form');
    // MUI's hidden textareas that measure multiline fields are not fields.
    const inputs = [
      ...form.querySelectorAll('input:not([type=hidden]), textarea:not([aria-hidden]), select'),
    ] as HTMLInputElement[];
    expect(inputs.length).toBeGreaterThan(60);
    expect(inputs.filter((input) => !input.disabled)).toEqual([]);
    expect(field('insuredPerson.name').value).toBe('דנה לוי');
    expect((screen.getByTestId('dr-field-insuredPerson-osek_murshe-yes') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByTestId('dr-signature-driverSign').getAttribute('src')).toBe(storedPng);
    expect(screen.getByTestId('dr-signature-insuredSign-none').textContent).toBe('לא נחתם');
    expect(form.querySelector('canvas')).toBeNull();
    for (const button of ['dr-remove', 'dr-approve-signatures', 'dr-copy-address'])
      expect(screen.queryByTestId(button)).toBeNull();
  });

  it('says there is no form, without offering one, when the document has none', () => {
    renderTab({ readOnly: true });
    expect(screen.getByTestId('dr-empty').textContent).toContain('אין למסמך הודעה על תאונת דרכים');
    expect(screen.queryByTestId('dr-start')).toBeNull();
  });
});

describe('damage report tab: languages', () => {
  it('follows the chosen language: English headings, yes/no words and gender letters', async () => {
    await switchLanguage('en');
    renderTab({ report: damageReportSchema.parse({}) });
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('A. Subscriber and policy');
    expect(
      within(screen.getByTestId('dr-field-insuredPerson-osek_murshe')).getAllByRole('radio', {
        name: /Yes|No/,
      }),
    ).toHaveLength(2);
    expect(choice('driverDetails.gender')).toBe('M');
  });
});
