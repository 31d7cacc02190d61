import {
  type AttachedFile,
  defaultCountry,
  defaultPermissions,
  formatLocalPhone,
  type User,
  type UserInput,
  type UserPermissions,
  type UserType,
} from '@tg/domain';
import { type FormNote, notesFromUser, notesToInput } from './notes';

/**
 * The user form as the screen holds it: the API's `UserInput` shape, except that notes keep their
 * author and state for display, attachments are the stored files (name and link, not just ids),
 * and phones are shown the local way (with a leading 0). `toUserInput` turns it into the request.
 */
export interface UserFormValues {
  userType: UserType;
  userInformation: {
    name: string;
    userId: string;
    phoneNumber: string;
    email: string;
    address: string;
    city: string;
    country: string;
    postalCode: string;
    additionalInfo: string;
  };
  machines: { vinNumber: string; tractorNumber: string }[];
  permissions: UserPermissions;
  contacts: { name: string; phoneNumber: string; email: string; position: string }[];
  notes: FormNote[];
  docs: AttachedFile[];
}

export function emptyUserFormValues(): UserFormValues {
  return {
    userType: 'individual',
    userInformation: {
      name: '',
      userId: '',
      phoneNumber: '',
      email: '',
      address: '',
      city: '',
      country: defaultCountry,
      postalCode: '',
      additionalInfo: '',
    },
    machines: [],
    permissions: { ...defaultPermissions },
    contacts: [],
    notes: [],
    docs: [],
  };
}

const localPhone = (phone: string) => (phone ? formatLocalPhone(phone) : '');

export function userToFormValues(user: User): UserFormValues {
  const info = user.userInformation;
  return {
    userType: user.userType,
    userInformation: {
      name: info.name,
      userId: info.userId,
      phoneNumber: localPhone(info.phoneNumber),
      email: info.email,
      address: info.address,
      city: info.city,
      country: info.country || defaultCountry,
      postalCode: info.postalCode,
      additionalInfo: info.additionalInfo,
    },
    machines: user.machines.map((machine) => ({ ...machine })),
    permissions: { ...defaultPermissions, ...user.permissions },
    contacts: user.contacts.map((contact) => ({ ...contact, phoneNumber: localPhone(contact.phoneNumber) })),
    notes: notesFromUser(user.notes),
    docs: dedupeFiles(user.docs),
  };
}

/**
 * Attached files without repeats (spec 2 §5 de-duplicates by link); the same stored file twice
 * counts once too.
 */
export function dedupeFiles(files: readonly AttachedFile[]): AttachedFile[] {
  const seenIds = new Set<string>();
  const seenUrls = new Set<string>();
  return files.filter((file) => {
    if (seenIds.has(file._id) || (file.url && seenUrls.has(file.url))) return false;
    seenIds.add(file._id);
    if (file.url) seenUrls.add(file.url);
    return true;
  });
}

/**
 * The request body's `user`: what the schema validates and the server stores. Display-only data
 * (note authors, file names and signed links) is left out. Array order follows the form, so
 * validation errors point at the same rows (`machines.1.vinNumber`).
 */
export function toUserInput(values: UserFormValues): UserInput {
  return {
    userType: values.userType,
    userInformation: { ...values.userInformation },
    machines: values.machines.map((machine) => ({ ...machine })),
    permissions: { ...values.permissions },
    contacts: values.contacts.map((contact) => ({ ...contact })),
    notes: notesToInput(values.notes),
    docs: [...new Set(values.docs.map((file) => file._id))],
  };
}
