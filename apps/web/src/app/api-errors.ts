import { errorCodes } from '@tg/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { i18next } from './i18n';

/** Codes whose answer carries a wait (retryAfterSeconds) worth telling the person. */
const codesWithWait: readonly string[] = [errorCodes.rateLimited, errorCodes.phoneLocked];

/** "in 3 minutes" or "in 40 seconds", whichever reads better. */
export function describeWait(t: TFunction, seconds: number): string {
  return seconds >= 60
    ? t('errors.retryInMinutes', { count: Math.ceil(seconds / 60) })
    : t('errors.retryInSeconds', { count: Math.max(1, Math.ceil(seconds)) });
}

/**
 * A translated sentence for any failed call: the code's own message when there is one (with the
 * wait for rate limits and locks), otherwise the caller's fallback. Server wording is never shown:
 * it is English and written for developers.
 */
export function describeError(t: TFunction, error: unknown, fallbackKey = 'errors.UNKNOWN'): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  const key = `errors.${error.code}`;
  const message = i18next.exists(key) ? t(key) : t(fallbackKey);
  if (codesWithWait.includes(error.code) && error.retryAfterSeconds) {
    return `${message} ${describeWait(t, error.retryAfterSeconds)}`;
  }
  return message;
}

/**
 * Puts the server's per-field message keys on the form fields it knows; returns the keys of
 * fields it could not place, so the caller can show them as a general message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const leftover: string[] = [];
  for (const [field, messageKey] of Object.entries(error.fields)) {
    if ((knownFields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messageKey });
    } else {
      leftover.push(messageKey);
    }
  }
  return leftover;
}

/** Translates a form error message: the domain schemas use `validation.*` keys. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18next.exists(message) ? t(message) : t('validation.invalidValue');
}

/** Every path of form values, containers included (`machines`, `machines.0`, `machines.0.vinNumber`). */
export function formPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    formPaths(child, prefix ? `${prefix}.${key}` : key),
  );
  return prefix ? [prefix, ...children] : children;
}

/**
 * The server names fields by their place in the request (`user.userInformation.phoneNumber`,
 * `item.shnat_yitzur`); a form's paths start below that block. Answers the error with the block's
 * name taken off its field paths.
 */
export function withoutFieldPrefix(error: ApiError, prefix: string): ApiError {
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) =>
      path.startsWith(`${prefix}.`) ? [path.slice(prefix.length + 1), message] : [path, message],
    ),
  );
  return new ApiError(error.status, error.code, error.message, fields, error.retryAfterSeconds);
}

/**
 * Puts a failed save's per-field messages on the form fields, after taking the request block's
 * name (`prefix`) off their paths. Answers the paths placed, and the message keys no field could
 * take (`_id: validation.missingItemId`), to be shown as a toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  values: T,
  prefix: string,
): { placed: string[]; leftover: string[] } {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    return { placed: [], leftover: [] };
  }
  const renamed = withoutFieldPrefix(error, prefix);
  const known = formPaths(values) as Path<T>[];
  const leftover = applyFieldErrors(renamed, setError, known);
  const placed = Object.keys(renamed.fields).filter((path) => known.includes(path as Path<T>));
  return { placed, leftover };
}

/**
 * The toast of a failed save: the spec's sentence ("error adding user"), followed by what went
 * wrong when the answer says something a person can act on (no permission, no connection...).
 */
export function saveFailureMessage(
  t: TFunction,
  error: unknown,
  baseKey: string,
  leftover: readonly string[],
): string {
  const base = t(baseKey);
  const details = leftover.map((key) => t(key));
  if (details.length === 0 && error instanceof ApiError && Object.keys(error.fields).length === 0) {
    const described = describeError(t, error, '');
    if (described && error.code !== 'INTERNAL' && error.code !== 'VALIDATION_FAILED') details.push(described);
  }
  return details.length ? `${base}. ${details.join(' ')}` : base;
}
