import { Button, Dialog, DialogActions, DialogContent, useMediaQuery, useTheme } from '@mui/material';
import { type ManagedRole, managedRoles, type User } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { dashboardPath } from '../../../app/navigation';
import { NotFoundPage } from '../../shell/not-found-page';
import { UsersList, type UsersPickerMode } from '../components/users-list';

export type { UsersPickerMode } from '../components/users-list';

export function isManagedRole(value: string | undefined): value is ManagedRole {
  return (managedRoles as readonly (string | undefined)[]).includes(value);
}

export interface UsersPageProps {
  /** The role listed; taken from the address (users/:role) when not given. */
  role?: ManagedRole;
  /** Embeds the list as a chooser: no row actions, no add button, a row click picks. */
  picker?: UsersPickerMode;
}

/**
 * Users → one role (spec 2 §2): the list of the seven managed roles. Any other value in the
 * address is a not-found page, and no list is loaded for it.
 */
export function UsersPage({ role: fixedRole, picker }: UsersPageProps) {
  const params = useParams();
  const role = fixedRole ?? params.role;
  if (!isManagedRole(role)) return <NotFoundPage homeTo={dashboardPath('worker')} />;
  // Keyed by role: moving from customers to agents starts with a fresh search, page and columns.
  return <UsersList key={role} role={role} picker={picker} titleComponent={picker ? 'h2' : 'h1'} />;
}

export interface UsersPickerProps {
  open: boolean;
  /** Defaults to customers, the usual choice (a document's or a subscription's customer). */
  role?: ManagedRole;
  onPick: (user: User) => void;
  onClose: () => void;
}

/** A dialog to choose one person: the users list in picker mode. */
export function UsersPicker({ open, role = 'customer', onPick, onClose }: UsersPickerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      scroll="paper"
      aria-label={t('users.picker.title', { role: t(`common.roles.${role}`) })}
      data-testid="users-picker"
    >
      <DialogContent>
        <UsersList role={role} picker={{ onPick }} titleComponent="h2" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="users-picker-close">
          {t('users.picker.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
