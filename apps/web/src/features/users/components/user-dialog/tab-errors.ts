import type { UserDialogTab } from '@tg/domain';
import { errorPaths } from '../../../../app/form-fields';

export { errorPaths } from '../../../../app/form-fields';

const additionalInfoFields = ['address', 'city', 'country', 'postalCode', 'additionalInfo'];

/** The dialog tab that shows a form path (`userInformation.city`, `machines.0.vinNumber`...). */
export function tabOfField(path: string): UserDialogTab {
  const [head, second] = path.split('.');
  switch (head) {
    case 'userInformation':
      return second && additionalInfoFields.includes(second) ? 'additionalInfo' : 'basicInfo';
    case 'machines':
      return 'machines';
    case 'contacts':
      return 'contacts';
    case 'notes':
      return 'notes';
    case 'permissions':
      return 'permissions';
    case 'docs':
      return 'attachments';
    default:
      return 'basicInfo';
  }
}

/**
 * The first tab (in the dialog's order) showing one of the paths; paths whose tab the role does not
 * have are shown on the basic-info tab.
 */
export function firstTabOfPaths(
  paths: readonly string[],
  tabs: readonly { tab: UserDialogTab; disabled: boolean }[],
): UserDialogTab | undefined {
  const available = new Set(tabs.filter((entry) => !entry.disabled).map((entry) => entry.tab));
  const withErrors = new Set(
    paths.map((path) => {
      const tab = tabOfField(path);
      return available.has(tab) ? tab : 'basicInfo';
    }),
  );
  return tabs.find((entry) => withErrors.has(entry.tab))?.tab;
}

/** The first tab that has an error of react-hook-form's error tree to show. */
export function firstTabWithError(
  errors: unknown,
  tabs: readonly { tab: UserDialogTab; disabled: boolean }[],
): UserDialogTab | undefined {
  return firstTabOfPaths(errorPaths(errors), tabs);
}
