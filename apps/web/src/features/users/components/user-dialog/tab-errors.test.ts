import { tabsFor } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import { errorPaths, firstTabWithError, tabOfField } from './tab-errors';

const error = { type: 'custom', message: 'validation.required' };

describe('users dialog: the tab of an error', () => {
  it('maps form paths to tabs', () => {
    expect(tabOfField('userInformation.phoneNumber')).toBe('basicInfo');
    expect(tabOfField('userInformation.city')).toBe('additionalInfo');
    expect(tabOfField('machines.2.vinNumber')).toBe('machines');
    expect(tabOfField('contacts.0.email')).toBe('contacts');
    expect(tabOfField('notes.0.content')).toBe('notes');
    expect(tabOfField('docs')).toBe('attachments');
  });

  it('lists the leaf paths of an error tree, sparse arrays included', () => {
    const machines: unknown[] = [];
    machines[1] = { vinNumber: error };
    expect(errorPaths({ userInformation: { name: error }, machines })).toEqual([
      'userInformation.name',
      'machines.1.vinNumber',
    ]);
  });

  it('picks the first tab in the dialog order', () => {
    const tabs = tabsFor('customer');
    expect(firstTabWithError({ machines: [{ vinNumber: error }], contacts: [{ name: error }] }, tabs)).toBe(
      'contacts',
    );
    expect(
      firstTabWithError({ machines: [{ vinNumber: error }], userInformation: { userId: error } }, tabs),
    ).toBe('basicInfo');
    expect(firstTabWithError({}, tabs)).toBeUndefined();
  });

  it('shows errors of a tab the role does not have on basic info', () => {
    expect(firstTabWithError({ userInformation: { city: error } }, tabsFor('worker'))).toBe('basicInfo');
  });
});
