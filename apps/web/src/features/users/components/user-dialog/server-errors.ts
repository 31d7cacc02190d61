import type { UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../../../app/api-client';
import {
  applyServerFieldErrors as applyPrefixedFieldErrors,
  withoutFieldPrefix,
} from '../../../../app/api-errors';
import type { UserFormValues } from './user-form-values';

export { formPaths, saveFailureMessage } from '../../../../app/api-errors';

/** The server names fields from the request's root (`user.userInformation.phoneNumber`); the form from `user`. */
export function withFormFieldNames(error: ApiError): ApiError {
  return withoutFieldPrefix(error, 'user');
}

/** A failed save's field messages on the user form; answers what was placed and what no field took. */
export function applyServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<UserFormValues>,
  values: UserFormValues,
): { placed: string[]; leftover: string[] } {
  return applyPrefixedFieldErrors(error, setError, values, 'user');
}
