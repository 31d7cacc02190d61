/**
 * Message keys used by validation rules. The server answers them in `error.fields`; the web
 * translates them (locales/<lang>/validation.json). Keep the two in step.
 */
export const validationMessages = {
  required: 'validation.required',
  invalidPhone: 'validation.invalidPhone',
  invalidEmail: 'validation.invalidEmail',
  userIdLength: 'validation.userIdLength',
  minLength3: 'validation.minLength3',
  specialPhone: 'validation.specialPhone',
  specialCode: 'validation.specialCode',
  invalidRole: 'validation.invalidRole',
  invalidCode: 'validation.invalidCode',
  invalidValue: 'validation.invalidValue',
  searchTooShort: 'validation.searchTooShort',
  phoneTaken: 'validation.phoneTaken',
  userIdTaken: 'validation.userIdTaken',
  missingUserId: 'validation.missingUserId',
  tooLong: 'validation.tooLong',
  machineNumberRequired: 'validation.machineNumberRequired',
  roleNotAllowed: 'validation.roleNotAllowed',
  fileTooLarge: 'validation.fileTooLarge',
  fileType: 'validation.fileType',
  yearFourDigits: 'validation.yearFourDigits',
  missingItemId: 'validation.missingItemId',
  itemExists: 'validation.itemExists',
} as const;
export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];
