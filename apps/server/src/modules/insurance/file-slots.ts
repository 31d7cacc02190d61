import {
  type documentSlots,
  type Files,
  type FilesInput,
  type photoSlots,
  uploadPurposes,
  validationMessages,
} from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import type { FilesService } from '../files/files.service';
import type { StoredFileSlots } from './stored-file-slots';

type ParsedFiles = {
  images: Record<(typeof photoSlots)[number], { _id: string } | null>;
  documents: Record<(typeof documentSlots)[number], { _id: string } | null>;
};

export const emptySlots: StoredFileSlots = {
  images: { front: null, back: null, right: null, left: null },
  documents: { machineInsurance: null, machineLicense: null },
};

/** The file ids per slot as stored, from what the client sent. */
export function slotIds(input: ParsedFiles | FilesInput | undefined): StoredFileSlots {
  const parsed = (input ?? emptySlots) as ParsedFiles;
  return {
    images: {
      front: parsed.images?.front?._id ?? null,
      back: parsed.images?.back?._id ?? null,
      right: parsed.images?.right?._id ?? null,
      left: parsed.images?.left?._id ?? null,
    },
    documents: {
      machineInsurance: parsed.documents?.machineInsurance?._id ?? null,
      machineLicense: parsed.documents?.machineLicense?._id ?? null,
    },
  };
}

function idsOf(slots: StoredFileSlots): string[] {
  return [...Object.values(slots.images), ...Object.values(slots.documents)].filter(
    (id): id is string => id !== null,
  );
}

/**
 * Makes the slots' files the record's own (each must be the caller's fresh upload); a file named
 * in two slots is refused with the slot's path. Returns the storage keys to remove after commit.
 */
export async function attachSlots(
  tx: Executor,
  files: FilesService,
  caller: AccessClaims,
  owner: { entity: string; id: string },
  slots: StoredFileSlots,
) {
  // A photo slot holds a picture: a PDF uploaded as a document cannot be slipped into one.
  const kinds = await files.kindsOf(tx, idsOf(slots));
  for (const [slot, id] of Object.entries(slots.images)) {
    const kind = id ? kinds.get(id) : undefined;
    if (kind && !(uploadPurposes.photo as readonly string[]).includes(kind))
      throw invalid({ [`files.images.${slot}`]: validationMessages.fileType });
  }
  return files.attach(tx, caller, owner, idsOf(slots), 'files');
}

/** The answer's slots: a signed link for each stored file, null for an empty slot. */
export async function fileSlotsOf(
  executor: Executor,
  files: FilesService,
  entity: string,
  records: readonly { id: string; files: StoredFileSlots }[],
): Promise<Map<string, Files>> {
  const owned = await files.listFor(
    executor,
    entity,
    records.filter((record) => idsOf(record.files).length > 0).map((record) => record.id),
  );
  const result = new Map<string, Files>();
  for (const record of records) {
    const byId = new Map((owned.get(record.id) ?? []).map((file) => [file._id, file]));
    const slot = (id: string | null) => {
      const file = id ? byId.get(id) : undefined;
      return file ? { _id: file._id, value: file.url, previewUrl: file.url, fileName: file.name } : null;
    };
    result.set(record.id, {
      images: {
        front: slot(record.files.images.front),
        back: slot(record.files.images.back),
        right: slot(record.files.images.right),
        left: slot(record.files.images.left),
      },
      documents: {
        machineInsurance: slot(record.files.documents.machineInsurance),
        machineLicense: slot(record.files.documents.machineLicense),
      },
    });
  }
  return result;
}
