import { randomUUID } from 'node:crypto';
import type { Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { filesRepository } from './files.repository';
import { pictureSize } from './image-variants';

/** Stores a demo picture (PNG) and its record, attached to its owner: the demo products' photos. */
export async function storeDemoPhoto(
  tx: Executor,
  storage: FileStorage,
  photo: { name: string; content: Buffer; uploadedBy: string; ownerEntity: string; ownerId: string },
): Promise<void> {
  const storageKey = `photo/demo/${randomUUID()}.png`;
  await storage.put(storageKey, photo.content, 'image/png');
  await filesRepository.insert(tx, {
    storageKey,
    name: photo.name,
    kind: 'png',
    mimeType: 'image/png',
    size: photo.content.length,
    purpose: 'photo',
    uploadedBy: photo.uploadedBy,
    ownerEntity: photo.ownerEntity,
    ownerId: photo.ownerId,
    ...(await pictureSize(photo.content)),
  });
}
