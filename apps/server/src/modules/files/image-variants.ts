import type { Readable } from 'node:stream';
import {
  type FileKind,
  type PublicImageFormat,
  type PublicImageWidth,
  parseImageVariant,
  publicImageFormats,
  publicImageWidths,
} from '@tg/domain';
import sharp from 'sharp';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { notFound } from '../../platform/http/errors';
import { filesRepository } from './files.repository';

/*
 * Public pictures resized (ADR 0029 "Public images"). libvips keeps no cache of its own (the
 * variants are stored) and uses one thread per picture: the machine's cores are shared with the
 * API, and at most `concurrency` pictures are made at once.
 */
sharp.cache(false);
sharp.concurrency(1);

/** Larger pictures are refused before they are decoded (a 40 MP photo decodes to ~160 MB). */
export const maxInputPixels = 40_000_000;

const pictureKinds: readonly FileKind[] = ['png', 'jpeg'];
export const isPicture = (kind: FileKind) => pictureKinds.includes(kind);

const mimeTypes: Record<PublicImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Where a made variant is kept, beside the originals. */
export const variantKey = (fileId: string, width: PublicImageWidth, format: PublicImageFormat) =>
  `variants/${fileId}/${width}.${format}`;

/** Every variant a picture may have, to remove with it. */
export const variantKeysOf = (fileId: string) =>
  publicImageWidths.flatMap((width) => publicImageFormats.map((format) => variantKey(fileId, width, format)));

/** A picture's width and height as shown (after its EXIF orientation); 0 × 0 when it cannot be read. */
export async function pictureSize(content: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await sharp(content, { limitInputPixels: maxInputPixels }).metadata();
    return {
      width: metadata.autoOrient?.width ?? metadata.width ?? 0,
      height: metadata.autoOrient?.height ?? metadata.height ?? 0,
    };
  } catch {
    return { width: 0, height: 0 };
  }
}

/** Upright, at most `width` wide (never enlarged), aspect kept, no metadata (sharp drops it unless asked). */
export function resizePicture(content: Buffer, width: number, format: PublicImageFormat): Promise<Buffer> {
  const resized = sharp(content, { limitInputPixels: maxInputPixels })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: 2 }).toBuffer()
    : resized.webp({ quality: 75, effort: 4 }).toBuffer();
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Runs at most `limit` tasks at once; the others wait their turn in order. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Whether an owner's pictures are public, by the owner entity the files are kept under (a product
 * the catalogue shows, a published article): the owning modules answer through their services.
 */
export type PublicPictureOwners = Record<string, (ownerId: string) => Promise<boolean>>;

export interface ImageVariantsOptions {
  /** Resizes at once in this process (the rest wait). */
  concurrency?: number;
}

export function createImageVariants(
  db: Database,
  storage: FileStorage,
  owners: PublicPictureOwners,
  options: ImageVariantsOptions = {},
) {
  const limited = concurrencyLimit(options.concurrency ?? 2);
  /** Variants being made now: a second request for one waits for the same work. */
  const making = new Map<string, Promise<Buffer>>();

  const storedVariant = async (key: string): Promise<Buffer | undefined> => {
    try {
      return await readAll(await storage.read(key));
    } catch {
      return undefined;
    }
  };

  const make = (key: string, storageKey: string, width: PublicImageWidth, format: PublicImageFormat) =>
    limited(async () => {
      const original = await readAll(await storage.read(storageKey));
      // A picture libvips cannot read, or over the pixel limit, has no variants.
      const content = await resizePicture(original, width, format).catch(() => {
        throw notFound('Image not found');
      });
      // Another process may have stored it meanwhile: the bytes are equivalent, either copy serves.
      await storage.put(key, content, mimeTypes[format]).catch(() => {});
      return content;
    });

  return {
    /**
     * The variant (`640.webp`) of a public picture: made once, then read from the storage. Anything
     * else (no such file, not a picture, a private file, a hidden product) is 404 alike.
     */
    async open(fileId: string, variant: string) {
      const { width, format } = parseImageVariant(variant);
      const row = await filesRepository.findById(db, fileId);
      const isPublic = row?.ownerEntity ? owners[row.ownerEntity] : undefined;
      if (!row?.ownerId || !isPicture(row.kind) || !isPublic || !(await isPublic(row.ownerId)))
        throw notFound('Image not found');
      const key = variantKey(row.id, width, format);
      const stored = await storedVariant(key);
      if (stored) return { content: stored, contentType: mimeTypes[format], made: false };
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, row.storageKey, width, format).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return { content: await pending, contentType: mimeTypes[format], made: true };
    },
  };
}
export type ImageVariants = ReturnType<typeof createImageVariants>;
