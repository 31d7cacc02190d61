import type { RegistryCategory, RegistryItem } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { FileUploads } from '../../../files/use-file-uploads';

export type RegistryDialogMode = 'create' | 'edit' | 'view';

export const registryDialogTabs = ['details', 'items', 'customers', 'files', 'insurance'] as const;
export type RegistryDialogTab = (typeof registryDialogTabs)[number];

/** Spec 3 §2.9: items, customers and insurance belong to a saved record, so create hides them. */
export function tabsForMode(mode: RegistryDialogMode): readonly RegistryDialogTab[] {
  return mode === 'create' ? ['details', 'files'] : registryDialogTabs;
}

/** The tab that shows a form path (`shnat_yitzur`, `details.koah_sus`, `files`). */
export function tabOfPath(path: string): RegistryDialogTab {
  return path === 'files' || path.startsWith('files.') ? 'files' : 'details';
}

/** What every tab of one record dialog needs besides the form itself. */
export interface RegistryDialogContextValue {
  mode: RegistryDialogMode;
  category: RegistryCategory;
  /** View mode: nothing can be typed, added or removed. */
  isReadOnly: boolean;
  /** The saved record (edit and view). */
  item?: RegistryItem;
  uploads: FileUploads;
}

export const RegistryDialogContext = createContext<RegistryDialogContextValue | null>(null);

export function useRegistryDialog(): RegistryDialogContextValue {
  const value = useContext(RegistryDialogContext);
  if (!value) throw new Error('useRegistryDialog outside a registry item dialog');
  return value;
}
