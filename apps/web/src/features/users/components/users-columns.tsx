import { formatLocalPhone, type ManagedRole, type User } from '@tg/domain';
import type { DataTableColumn } from '../../../ui/data-table';

/** "chassis / plate" per machine, machines separated by commas. */
export function machinesText(user: User): string {
  return user.machines
    .map((machine) => [machine.vinNumber, machine.tractorNumber].filter(Boolean).join(' / '))
    .filter(Boolean)
    .join(', ');
}

const userIdColumn: DataTableColumn<User> = {
  id: 'userId',
  sortKey: 'userId',
  labelKey: 'users.columns.userId',
  value: (user) => user.userInformation.userId,
  copyable: true,
  dir: 'ltr',
  width: 135,
};
const nameColumn: DataTableColumn<User> = {
  id: 'name',
  sortKey: 'name',
  labelKey: 'users.columns.name',
  value: (user) => user.userInformation.name,
  hideable: false,
  width: 170,
};
const phoneColumn: DataTableColumn<User> = {
  id: 'phone',
  sortKey: 'phone',
  labelKey: 'users.columns.phone',
  value: (user) =>
    user.userInformation.phoneNumber ? formatLocalPhone(user.userInformation.phoneNumber) : '',
  copyable: true,
  dir: 'ltr',
  width: 150,
};
const emailColumn: DataTableColumn<User> = {
  id: 'email',
  sortKey: 'email',
  labelKey: 'users.columns.email',
  value: (user) => user.userInformation.email,
  dir: 'ltr',
  width: 200,
};
const cityColumn: DataTableColumn<User> = {
  id: 'city',
  labelKey: 'users.columns.city',
  value: (user) => user.userInformation.city,
  width: 100,
};
const machinesColumn: DataTableColumn<User> = {
  id: 'machines',
  labelKey: 'users.columns.machines',
  value: machinesText,
  dir: 'ltr',
  width: 220,
};
const groupColumn: DataTableColumn<User> = {
  id: 'group',
  labelKey: 'users.columns.group',
  value: (user) => user.groupName ?? '',
  initiallyHidden: true,
  width: 170,
};

/** ID, name and phone of a person: the sub-users list and anything else that needs a short list. */
export const personColumns: readonly DataTableColumn<User>[] = [
  userIdColumn,
  nameColumn,
  phoneColumn,
  emailColumn,
];

/**
 * The columns of a role's list, without the workers' visibility checkbox (the list adds it). What a
 * role's list starts with fits a laptop screen beside the sidebar; the rest are a toggle away.
 */
export function columnsFor(role: ManagedRole): readonly DataTableColumn<User>[] {
  if (role === 'customer') {
    return [
      userIdColumn,
      nameColumn,
      phoneColumn,
      { ...emailColumn, initiallyHidden: true },
      cityColumn,
      machinesColumn,
      groupColumn,
    ];
  }
  if (role === 'worker')
    return [userIdColumn, nameColumn, phoneColumn, emailColumn, { ...cityColumn, initiallyHidden: true }];
  return [userIdColumn, nameColumn, phoneColumn, emailColumn, cityColumn];
}
