import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/**
 * Form fields in plain elements (ADR 0034), drawn as MUI's small outlined TextField
 * (storefront/styles/fields.css), for the pages that load no MUI. The label follows the input so
 * that CSS alone moves it onto the outline once the field is focused or holds text (the blank
 * placeholder tells whether it is empty), also for text typed before the page's code has arrived.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  hint,
  suggestions,
  ...inputProps
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A line under the field, as MUI's helper text; the input is described by it. */
  hint?: string;
  /**
   * Completions the browser offers under the field as the person types (a `<datalist>`): they may
   * still type anything.
   */
  suggestions?: readonly string[];
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'dir' | 'inputMode' | 'autoComplete' | 'disabled' | 'aria-label'
> & { 'data-testid'?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const listId = `${id}-list`;
  return (
    <div className="sf-field">
      <input
        {...inputProps}
        id={id}
        className="sf-field__input"
        value={value}
        placeholder=" "
        list={suggestions ? listId : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A native list of choices with its label on the outline; the options are the children. */
export function PlainSelectField({
  label,
  value,
  onChange,
  children,
  className,
  ...selectProps
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  /** Added to the field's box, e.g. to size it. */
  className?: string;
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, 'disabled'> & { 'data-testid'?: string }) {
  const id = useId();
  return (
    <div className={className ? `sf-field ${className}` : 'sf-field'}>
      <select
        {...selectProps}
        id={id}
        className="sf-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
    </div>
  );
}
