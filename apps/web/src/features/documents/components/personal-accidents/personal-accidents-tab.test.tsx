import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  type DocPersonalAccidents,
  type DocumentInput,
  documentInputSchema,
  type ParsedDocumentInput,
  personalAccidentsSchema,
} from '@tg/domain';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { PersonalAccidentsTab } from './personal-accidents-tab';

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
        <PersonalAccidentsTab readOnly={readOnly} />
        <button type="submit" data-testid="save">
          save
        </button>
      </form>
    </FormProvider>
  );
}

function renderTab({
  statement = null,
  readOnly = false,
}: {
  statement?: DocPersonalAccidents | null;
  readOnly?: boolean;
} = {}) {
  return renderWithProviders(
    <Harness
      values={{ ...documentInputSchema.parse({}), personalAccidents: statement }}
      readOnly={readOnly}
    />,
  );
}

const field = (path: string) =>
  screen.getByTestId(`pa-field-${path.replaceAll('.', '-')}`) as HTMLInputElement;
const messageOf = (path: string) => field(path).closest('.MuiFormControl-root')?.textContent ?? '';

async function save(user: ReturnType<typeof setupUser>) {
  const before = saved.length;
  await user.click(screen.getByTestId('save'));
  await waitFor(() => expect(saved.length).toBe(before + 1));
  return saved.at(-1)!;
}

beforeEach(async () => {
  saved = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
});

/** Typing a whole person, or twenty of them, takes a while on a busy 2-core machine. */
const typingHeavyTimeout = 45_000;

describe('personal accidents tab: starting a statement', () => {
  it('offers to fill one when the document has none, and nothing is sent until someone does', async () => {
    const user = setupUser();
    renderTab();
    expect(screen.getByTestId('pa-empty').textContent).toContain('אין למסמך הצהרה על נפגעים');
    expect((await save(user)).personalAccidents).toBeNull();

    await user.click(screen.getByTestId('pa-start'));
    expect(screen.getByTestId('pa-none').textContent).toContain('לא נרשמו נפגעים');
    expect((await save(user)).personalAccidents).toEqual({ noInjuredPersons: false, persons: [] });
  });

  it('confirms that nobody was injured, and then adds nobody', async () => {
    const user = setupUser();
    renderTab({ statement: personalAccidentsSchema.parse({}) });
    await user.click(field('noInjuredPersons'));
    expect((screen.getByTestId('pa-add') as HTMLButtonElement).disabled).toBe(true);
    expect((await save(user)).personalAccidents).toEqual({ noInjuredPersons: true, persons: [] });
  });

  it('removes the whole statement after asking', async () => {
    const user = setupUser();
    renderTab({ statement: personalAccidentsSchema.parse({ persons: [{ name: 'דנה' }] }) });
    await user.click(screen.getByTestId('pa-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'הסרה' }));
    expect(screen.getByTestId('pa-empty')).toBeTruthy();
    expect((await save(user)).personalAccidents).toBeNull();
  });
});

describe('personal accidents tab: persons injured', () => {
  it(
    'adds a person, focuses the name, and keeps what is typed with the choices as codes',
    async () => {
      const user = setupUser();
      renderTab({ statement: personalAccidentsSchema.parse({}) });
      await user.click(screen.getByTestId('pa-add'));
      await waitFor(() => expect(document.activeElement).toBe(field('persons.0.name')));
      expect(screen.queryByTestId('pa-none')).toBeNull();
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('נפגע 1');

      await user.keyboard('דנה לוי');
      await user.type(field('persons.0.idNumber'), '123456782');
      await user.type(field('persons.0.phone'), '050-1234567');
      await user.type(field('persons.0.age'), '34');
      await user.selectOptions(field('persons.0.role'), 'passenger');
      await user.type(field('persons.0.injuryDescription'), 'חבלה ביד');
      expect(screen.queryByTestId('pa-field-persons-0-hospitalName')).toBeNull();
      await user.selectOptions(field('persons.0.treatment'), 'hospital');
      await user.type(field('persons.0.hospitalName'), 'רמב״ם');
      expect(screen.queryByTestId('pa-field-persons-0-absenceDays')).toBeNull();
      await user.click(screen.getByTestId('pa-field-persons-0-absentFromWork-yes'));
      await user.type(field('persons.0.absenceDays'), '5');
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('נפגע 1 · דנה לוי');

      const statement = (await save(user)).personalAccidents!;
      expect(statement.persons).toEqual([
        {
          name: 'דנה לוי',
          idNumber: '123456782',
          phone: '050-1234567',
          age: '34',
          birthDate: '',
          role: 'passenger',
          injuryDescription: 'חבלה ביד',
          treatment: 'hospital',
          hospitalName: 'רמב״ם',
          absentFromWork: true,
          absenceDays: '5',
          note: '',
        },
      ]);

      // Another treatment and not away: the hidden fields are emptied, so nothing stale is sent.
      await user.selectOptions(field('persons.0.treatment'), 'clinic');
      await user.click(screen.getByTestId('pa-field-persons-0-absentFromWork-no'));
      expect((await save(user)).personalAccidents?.persons[0]).toMatchObject({
        treatment: 'clinic',
        hospitalName: '',
        absentFromWork: false,
        absenceDays: '',
      });
    },
    typingHeavyTimeout,
  );

  it('shows the schema’s message beside each refused field, and does not save', async () => {
    const user = setupUser();
    renderTab({ statement: personalAccidentsSchema.parse({}) });
    await user.click(screen.getByTestId('pa-add'));
    await user.type(field('persons.0.idNumber'), '12');
    await user.type(field('persons.0.age'), '130');
    await user.selectOptions(field('persons.0.treatment'), 'hospital');
    await user.click(screen.getByTestId('save'));
    await waitFor(() => expect(messageOf('persons.0.name')).toContain(i18next.t('validation.required')));
    expect(messageOf('persons.0.idNumber')).toContain(i18next.t('validation.userIdLength'));
    expect(messageOf('persons.0.age')).toContain('גיל בשנים שלמות, 0 עד 120');
    // The hospital's field appears with its choice: its message may render a beat later.
    await waitFor(() =>
      expect(messageOf('persons.0.hospitalName')).toContain(i18next.t('validation.required')),
    );
    expect(saved).toHaveLength(0);
  });

  it('removes a person only after confirming, naming them, and gives the focus back to the list', async () => {
    const user = setupUser();
    renderTab({
      statement: personalAccidentsSchema.parse({ persons: [{ name: 'דנה לוי' }, { name: 'משה כהן' }] }),
    });
    await user.click(screen.getByTestId('pa-remove-person-0'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('דנה לוי');
    await user.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'הסרת נפגע 1' }));
    dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'הסרה' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('נפגע 1 · משה כהן');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('pa-add')));
    expect((await save(user)).personalAccidents?.persons.map((person) => person.name)).toEqual(['משה כהן']);
  });

  it(
    'stops adding at 20 persons and says so',
    async () => {
      const user = setupUser();
      const persons = Array.from({ length: 19 }, (_, index) => ({ name: `נפגע ${index + 1}` }));
      renderTab({ statement: personalAccidentsSchema.parse({ persons }) });
      expect(screen.queryByTestId('pa-full')).toBeNull();
      await user.click(screen.getByTestId('pa-add'));
      expect((screen.getByTestId('pa-add') as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByTestId('pa-full').textContent).toBe('אפשר לרשום עד 20 נפגעים.');
    },
    typingHeavyTimeout,
  );
});

describe('personal accidents tab: read-only', () => {
  it('disables every field and offers no adding or removing', () => {
    const statement = personalAccidentsSchema.parse({
      persons: [{ name: 'דנה לוי', treatment: 'hospital', hospitalName: 'רמב״ם', absentFromWork: true }],
    });
    renderTab({ statement, readOnly: true });
    const form = screen.getByTestId('pa-form');
    const inputs = [
      ...form.querySelectorAll('input:not([type=hidden]), textarea:not([aria-hidden]), select'),
    ] as HTMLInputElement[];
    expect(inputs.length).toBeGreaterThan(10);
    expect(inputs.filter((input) => !input.disabled)).toEqual([]);
    expect(field('persons.0.name').value).toBe('דנה לוי');
    expect(field('persons.0.hospitalName').value).toBe('רמב״ם');
    for (const button of ['pa-remove', 'pa-add', 'pa-remove-person-0'])
      expect(screen.queryByTestId(button)).toBeNull();
  });

  it('says there is no statement, without offering one, when the document has none', () => {
    renderTab({ readOnly: true });
    expect(screen.getByTestId('pa-empty')).toBeTruthy();
    expect(screen.queryByTestId('pa-start')).toBeNull();
  });
});

describe('personal accidents tab: languages', () => {
  it('follows the chosen language: English titles, roles and treatments', async () => {
    await switchLanguage('en');
    renderTab({
      statement: personalAccidentsSchema.parse({ persons: [{ name: 'Dana', role: 'pedestrian' }] }),
    });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Injured person 1 · Dana');
    expect((field('persons.0.role') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Pedestrian',
    );
    expect(screen.getByRole('button', { name: 'Add an injured person' })).toBeTruthy();
  });
});
