import {
  type AttachedFile,
  type CommonRegistryField,
  normalizeMachineNumber,
  type RegistryCategory,
  type RegistryItem,
  type RegistryItemInput,
} from '@tg/domain';
import { detailFieldsOf } from '../../registry-fields';

/** A file kept on the record: its stored id, a signed link to open it, and how to show it. */
export interface RegistryFormFile {
  _id: string;
  url: string;
  name: string;
  mimeType: string;
  /** Known only for files uploaded in this dialog (to skip choosing the same file twice). */
  size?: number;
}

/**
 * The record form as the screen holds it: the request's fields, every own field of the category
 * present (empty when unknown), and files as shown (name, link), not just ids.
 */
export type RegistryFormValues = Record<CommonRegistryField | 'sug_tzama_nm', string> & {
  details: Record<string, string>;
  files: RegistryFormFile[];
};

export function isImageFile(file: { mimeType: string }): boolean {
  return file.mimeType.startsWith('image/');
}

export function emptyRegistryFormValues(category: RegistryCategory): RegistryFormValues {
  return {
    mispar_rechev: '',
    mispar_shilda: '',
    tozeret_nm: '',
    degem_nm: '',
    shnat_yitzur: '',
    sug_tzama_nm: '',
    details: Object.fromEntries(detailFieldsOf(category).map((name) => [name, ''])),
    files: [],
  };
}

export function itemToFormValues(item: RegistryItem, category: RegistryCategory): RegistryFormValues {
  const empty = emptyRegistryFormValues(category);
  return {
    mispar_rechev: item.mispar_rechev,
    mispar_shilda: item.mispar_shilda,
    tozeret_nm: item.tozeret_nm,
    degem_nm: item.degem_nm,
    shnat_yitzur: item.shnat_yitzur,
    sug_tzama_nm: item.sug_tzama_nm,
    // Fields the category does not have are not shown, and so not sent back.
    details: Object.fromEntries(Object.keys(empty.details).map((name) => [name, item.details[name] ?? ''])),
    files: dedupeRegistryFiles(
      item.imageUrl.map((file) => ({
        _id: file._id,
        url: file.value,
        name: file.name,
        mimeType: file.mimeType,
      })),
    ),
  };
}

export function storedToFormFile(stored: AttachedFile): RegistryFormFile {
  return {
    _id: stored._id,
    url: stored.url,
    name: stored.name,
    mimeType: stored.mimeType,
    size: stored.size,
  };
}

/** Files without repeats: the same stored file, or the same link, counts once (spec 3 §7). */
export function dedupeRegistryFiles(files: readonly RegistryFormFile[]): RegistryFormFile[] {
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
 * The request's `item`: what the domain schema validates and the server stores. Values are
 * trimmed (and plate and chassis written the stored way) so that spaces alone are no change;
 * empty own fields are left out; files are listed by id.
 */
export function toRegistryInput(values: RegistryFormValues, category: RegistryCategory): RegistryItemInput {
  const details: Record<string, string> = {};
  for (const name of detailFieldsOf(category)) {
    const value = (values.details[name] ?? '').trim();
    if (value) details[name] = value;
  }
  return {
    mispar_rechev: normalizeMachineNumber(values.mispar_rechev.trim()),
    mispar_shilda: normalizeMachineNumber(values.mispar_shilda.trim()),
    tozeret_nm: values.tozeret_nm.trim(),
    degem_nm: values.degem_nm.trim(),
    shnat_yitzur: values.shnat_yitzur.trim(),
    sug_tzama_nm: values.sug_tzama_nm.trim(),
    details,
    files: [...new Set(values.files.map((file) => file._id))],
  };
}
