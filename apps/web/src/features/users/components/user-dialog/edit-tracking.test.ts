import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../test/sample-users';
import { hasUnsavedChanges } from './edit-tracking';
import { newNote } from './notes';
import { emptyUserFormValues, type UserFormValues, userToFormValues } from './user-form-values';

const file = {
  _id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  url: 'https://files.example/signed?sig=1',
  name: 'license.pdf',
  path: 'users/customer/license.pdf',
  mimeType: 'application/pdf',
  size: 2048,
};
const original = userToFormValues(sampleUser({ docs: [file] }));
const copy = (): UserFormValues => structuredClone(original);

describe('users edit tracking (spec 2 §4)', () => {
  it('an untouched form has no changes', () => {
    expect(hasUnsavedChanges(copy(), original)).toBe(false);
  });

  it('a changed field, machine, permission or contact is a change', () => {
    const name = copy();
    name.userInformation.name = 'Dana Cohen';
    expect(hasUnsavedChanges(name, original)).toBe(true);

    const machine = copy();
    machine.machines.push({ vinNumber: '', tractorNumber: '7654321' });
    expect(hasUnsavedChanges(machine, original)).toBe(true);

    const permission = copy();
    permission.permissions.discounts = true;
    expect(hasUnsavedChanges(permission, original)).toBe(true);

    const contact = copy();
    contact.contacts.push({ name: 'Avi', phoneNumber: '', email: '', position: '' });
    expect(hasUnsavedChanges(contact, original)).toBe(true);
  });

  it('typing a value and then typing it back is no change', () => {
    const values = copy();
    values.userInformation.city = 'Haifa!';
    values.userInformation.city = 'Haifa';
    expect(hasUnsavedChanges(values, original)).toBe(false);
  });

  it('a new note is a change', () => {
    const values = copy();
    values.notes = [newNote(), ...values.notes];
    expect(hasUnsavedChanges(values, original)).toBe(true);
  });

  it('ignores temporary upload state: a re-signed link or another display name of the same file', () => {
    const values = copy();
    values.docs = [{ ...file, url: 'https://files.example/signed?sig=2', name: 'renamed.pdf' }];
    expect(hasUnsavedChanges(values, original)).toBe(false);
  });

  it('an uploaded or removed attachment is a change', () => {
    const added = copy();
    added.docs.push({ ...file, _id: '6a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d', url: 'https://files.example/2' });
    expect(hasUnsavedChanges(added, original)).toBe(true);

    const removed = copy();
    removed.docs = [];
    expect(hasUnsavedChanges(removed, original)).toBe(true);
  });

  it('uploads still running count as a change', () => {
    expect(hasUnsavedChanges(copy(), original, 1)).toBe(true);
    expect(hasUnsavedChanges(emptyUserFormValues(), emptyUserFormValues(), 2)).toBe(true);
    expect(hasUnsavedChanges(emptyUserFormValues(), emptyUserFormValues(), 0)).toBe(false);
  });
});
