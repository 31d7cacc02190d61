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
