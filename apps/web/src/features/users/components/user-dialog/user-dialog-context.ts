import type { ManagedRole, User } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { AttachmentUploads } from './use-attachment-uploads';

export type UserDialogMode = 'create' | 'edit' | 'view';

/** What every tab of one user dialog needs besides the form itself. */
export interface UserDialogContextValue {
  mode: UserDialogMode;
  role: ManagedRole;
  /** View mode: nothing can be typed, added or removed. */
  isReadOnly: boolean;
  /** The saved record (edit and view). */
  user?: User;
  uploads: AttachmentUploads;
}

export const UserDialogContext = createContext<UserDialogContextValue | null>(null);

export function useUserDialog(): UserDialogContextValue {
  const value = useContext(UserDialogContext);
  if (!value) throw new Error('useUserDialog outside a user dialog');
  return value;
}
