import {
  canEnterStep,
  clampEnd,
  defaultEndFor,
  isIsoDate,
  photoSlots,
  type StepErrors,
  validateWizardStep,
  type WizardMode,
  wizardSteps,
} from '@tg/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type CustomerValues,
  type DamageValues,
  emptyWizardValues,
  type MachineValues,
  type SlotName,
  type StoredSlotFile,
  type SubscriptionProduct,
  stepOfField,
  type WizardFormValues,
} from './wizard-values';

/** Steps that validate; the rest (documents, photos, summary) always pass. */
const validatedSteps = [0, 1, 2] as const;
const isPhotoSlot = (slot: SlotName) => (photoSlots as readonly string[]).includes(slot);

interface Change {
  /** An autofill (registry, known customer) rather than typing: it does not count as "typed". */
  auto?: boolean;
}

export interface WizardState {
  mode: WizardMode;
  today: string;
  step: number;
  values: WizardFormValues;
  /** Whether the person typed or chose anything (closing then asks first). */
  isEdited: boolean;
  /** The message key to show at a field: after a Continue on its step, a blur, or a server answer. */
  errorFor: (path: string) => string | undefined;
  touch: (path: string) => void;
  canEnter: (target: number) => boolean;
  goTo: (target: number) => boolean;
  /** Moves on when the step validates; otherwise shows its errors and answers the first field. */
  next: () => { moved: true } | { moved: false; firstError: string };
  back: () => void;
  setMachine: (patch: Partial<MachineValues>, change?: Change) => void;
  setStart: (date: string) => void;
  setEnd: (date: string) => void;
  setCustomer: (patch: Partial<CustomerValues>, change?: Change) => void;
  setProduct: (product: SubscriptionProduct | null) => void;
  /** Paid service instead of a subscription product (a service call; ADR 0030): the two exclude each other. */
  setPaidService: (paidService: boolean) => void;
  setInsuranceCase: (isInsuranceCase: boolean) => void;
  setDamage: <Section extends keyof DamageValues>(
    section: Section,
    patch: Partial<DamageValues[Section]>,
  ) => void;
  setFile: (slot: SlotName, file: StoredSlotFile | null) => void;
  setNotes: (notes: string) => void;
  /** Puts a failed submit's field errors on the fields and goes to the first step holding one. */
  showServerErrors: (fields: StepErrors) => void;
}

/**
 * The wizard's state (spec 1 §2, §4): the values of every step, the current step and which errors
 * are shown. The rules themselves are the domain's (validateWizardStep, canEnterStep, the period).
 */
export function useWizardState(
  mode: WizardMode,
  today: string,
  initial?: { vinNumber?: string; tractorNumber?: string },
): WizardState {
  const [values, setValues] = useState(() => emptyWizardValues(mode, today, initial));
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<StepErrors>({});
  const [isEdited, setEdited] = useState(false);
  const options = useMemo(() => ({ mode, today }), [mode, today]);
  // Timers (the auto-advance) act on the state as it is when they fire, not when they were set.
  const latest = useRef({ values, step });
  latest.current = { values, step };

  const liveErrors = useMemo(() => {
    const errors: StepErrors = {};
    for (const index of validatedSteps) Object.assign(errors, validateWizardStep(index, values, options));
    return errors;
  }, [values, options]);

  const errorFor = useCallback(
    (path: string) => {
      if (serverErrors[path]) return serverErrors[path];
      const isShown = attempted.has(stepOfField(path)) || touched.has(path);
      return isShown ? liveErrors[path] : undefined;
    },
    [serverErrors, attempted, touched, liveErrors],
  );

  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  }, []);

  /** A change clears the server's word on the fields it touches: the person is fixing them. */
  const change = useCallback(
    (recipe: (current: WizardFormValues) => WizardFormValues, prefixes: string[], auto = false) => {
      setValues(recipe);
      if (!auto) setEdited(true);
      setServerErrors((current) => {
        const kept = Object.entries(current).filter(
          ([path]) => !prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
        );
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    [],
  );

  const canEnter = useCallback(
    (target: number) => canEnterStep(target, latest.current.step, latest.current.values, options),
    [options],
  );

  const goTo = useCallback(
    (target: number) => {
      if (!canEnterStep(target, latest.current.step, latest.current.values, options)) return false;
      setStep(target);
      return true;
    },
    [options],
  );

  const next = useCallback((): ReturnType<WizardState['next']> => {
    const current = latest.current.step;
    const errors = validateWizardStep(current, latest.current.values, options);
    const firstError = Object.keys(errors)[0];
    if (firstError) {
      setAttempted((shown) => new Set(shown).add(current));
      return { moved: false, firstError };
    }
    setStep(Math.min(current + 1, wizardSteps.length - 1));
    return { moved: true };
  }, [options]);

  const back = useCallback(() => setStep((current) => Math.max(0, current - 1)), []);

  const setMachine = useCallback(
    (patch: Partial<MachineValues>, { auto }: Change = {}) =>
      change(
        (current) => ({ ...current, machine: { ...current.machine, ...patch } }),
        Object.keys(patch).map((key) => `machine.${key}`),
        auto,
      ),
    [change],
  );

  // Spec 1 §5: a new start proposes an end one year later; an end stays within a year of the start.
  const setStart = useCallback(
    (date: string) =>
      change(
        (current) => ({
          ...current,
          createdAt: date,
          expiredAt: isIsoDate(date) ? defaultEndFor(date) : current.expiredAt,
        }),
        ['createdAt', 'expiredAt'],
      ),
    [change],
  );

  const setEnd = useCallback(
    (date: string) =>
      change(
        (current) => ({
          ...current,
          expiredAt:
            isIsoDate(date) && isIsoDate(current.createdAt) ? clampEnd(current.createdAt, date) : date,
        }),
        ['expiredAt'],
      ),
    [change],
  );

  const setCustomer = useCallback(
    (patch: Partial<CustomerValues>, { auto }: Change = {}) =>
      change(
        (current) => ({ ...current, userInformation: { ...current.userInformation, ...patch } }),
        Object.keys(patch).map((key) => `userInformation.${key}`),
        auto,
      ),
    [change],
  );

  const setProduct = useCallback(
    (product: SubscriptionProduct | null) =>
      change(
        (current) => ({
          ...current,
          policyProduct: product,
          paidService: product ? false : current.paidService,
        }),
        ['policyProduct', 'paidService'],
      ),
    [change],
  );

  const setPaidService = useCallback(
    (paidService: boolean) =>
      change(
        (current) => ({ ...current, paidService, policyProduct: paidService ? null : current.policyProduct }),
        ['policyProduct', 'paidService'],
      ),
    [change],
  );

  const setInsuranceCase = useCallback(
    (isInsuranceCase: boolean) =>
      change((current) => ({ ...current, isInsuranceCase }), ['isInsuranceCase', 'policyProduct']),
    [change],
  );

  const setDamage = useCallback(
    <Section extends keyof DamageValues>(section: Section, patch: Partial<DamageValues[Section]>) =>
      change(
        (current) => ({
          ...current,
          damageReport: {
            ...current.damageReport,
            [section]: { ...current.damageReport[section], ...patch },
          },
        }),
        Object.keys(patch).map((key) => `damageReport.${section}.${key}`),
      ),
    [change],
  );

  const setFile = useCallback(
    (slot: SlotName, file: StoredSlotFile | null) => {
      const kind = isPhotoSlot(slot) ? 'images' : 'documents';
      change(
        (current) => ({
          ...current,
          files: { ...current.files, [kind]: { ...current.files[kind], [slot]: file } },
        }),
        [`files.${kind}.${slot}`],
      );
    },
    [change],
  );

  const setNotes = useCallback(
    (notes: string) => change((current) => ({ ...current, notes }), ['notes']),
    [change],
  );

  const showServerErrors = useCallback((fields: StepErrors) => {
    const paths = Object.keys(fields);
    if (paths.length === 0) return;
    setServerErrors(fields);
    const firstStep = Math.min(...paths.map(stepOfField));
    setAttempted((shown) => new Set(shown).add(firstStep));
    setStep(firstStep);
  }, []);

  return {
    mode,
    today,
    step,
    values,
    isEdited,
    errorFor,
    touch,
    canEnter,
    goTo,
    next,
    back,
    setMachine,
    setStart,
    setEnd,
    setCustomer,
    setProduct,
    setPaidService,
    setInsuranceCase,
    setDamage,
    setFile,
    setNotes,
    showServerErrors,
  };
}
