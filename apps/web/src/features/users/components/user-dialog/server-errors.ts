import type { TFunction } from 'i18next';
import type { Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../app/api-client';
import { applyFieldErrors, describeError } from '../../../../app/api-errors';
import type { UserFormValues } from './user-form-values';

/** Every path of the form values, containers included (`machines`, `machines.0`, `machines.0.vinNumber`). */
export function formPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    formPaths(child, prefix ? `${prefix}.${key}` : key),
  );
  return prefix ? [prefix, ...children] : children;
}

/**
 * The server names fields by their place in the request (`user.userInformation.phoneNumber`); the
 * form's paths start below `user`. Answers the error with its field names as the form knows them.
 */
export function withFormFieldNames(error: ApiError): ApiError {
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path.replace(/^user\./, ''), message]),
  );
  return new ApiError(error.status, error.code, error.message, fields, error.retryAfterSeconds);
}

/**
 * Puts a failed save's per-field messages on the fields; answers the message keys no field could
 * take (`_id: validation.missingUserId`), to be shown as a toast.
 */
export function applyServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<UserFormValues>,
  values: UserFormValues,
): { placed: string[]; leftover: string[] } {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    return { placed: [], leftover: [] };
  }
  const renamed = withFormFieldNames(error);
  const known = formPaths(values) as Path<UserFormValues>[];
  const leftover = applyFieldErrors(renamed, setError, known);
  const placed = Object.keys(renamed.fields).filter((path) => known.includes(path as Path<UserFormValues>));
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
  leftover: string[],
): string {
  const base = t(baseKey);
  const details = leftover.map((key) => t(key));
  if (details.length === 0 && error instanceof ApiError && Object.keys(error.fields).length === 0) {
    const described = describeError(t, error, '');
    if (described && error.code !== 'INTERNAL' && error.code !== 'VALIDATION_FAILED') details.push(described);
  }
  return details.length ? `${base}. ${details.join(' ')}` : base;
}
