import type { DocumentInput } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { Path } from 'react-hook-form';

/**
 * A form kept inside the document at a value of its own (the car-accident form at `damageReport`,
 * the personal-accidents statement at `personalAccidents`): where its values are, how its test ids
 * start and where its words are.
 */
export interface FormPart {
  /** The document form's value the part is kept at. */
  root: 'damageReport' | 'personalAccidents';
  /** The start of every test id: `dr` gives `dr-field-…`, `dr-empty`, `dr-start`. */
  testIdPrefix: string;
  /** The translation keys' start, such as `damage-report` for `damage-report.answers.yes`. */
  labels: string;
}

/** A path inside the part, such as `insuredPerson.address.city` or `persons.0.name`. */
export type FormPartPath = string;

/** The document form's path of a path inside the part: `damageReport.insuredPerson.address.city`. */
export function formPartPath(part: FormPart, path: FormPartPath): Path<DocumentInput> {
  return `${part.root}.${path}` as Path<DocumentInput>;
}

/** `dr-field-insuredPerson-address-city` for the path `insuredPerson.address.city` of the car-accident form. */
export function formPartFieldTestId(part: FormPart, path: FormPartPath): string {
  return `${part.testIdPrefix}-field-${path.replaceAll('.', '-')}`;
}

interface FormPartState {
  part: FormPart;
  /** Whether the part is shown read-only (view mode, closed documents). */
  readOnly: boolean;
}

export const FormPartContext = createContext<FormPartState | null>(null);

/** The part the fields inside are of, and whether they are read-only. */
export function useFormPart(): FormPartState {
  const state = useContext(FormPartContext);
  if (!state) throw new Error('useFormPart outside a FormPartContext');
  return state;
}
