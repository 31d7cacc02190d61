/** Upload rules of spec 1 §5 and spec 2 §5: 5 MB per file, types checked by content. */
export const maxUploadBytes = 5 * 1024 * 1024;

/**
 * What one person may hold in uploads no record has adopted yet (chosen in a form not saved).
 * Past it an upload is refused until a save adopts them or the cleanup removes them.
 */
export const maxUnattachedUploadBytes = 50 * 1024 * 1024;
/** Uploads no record adopted within this time are removed by the server's cleanup. */
export const unattachedUploadLifetimeMs = 24 * 60 * 60 * 1000;

export const fileKinds = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
} as const;
export type FileKind = keyof typeof fileKinds;

/** What each upload slot accepts. */
export const uploadPurposes = {
  /** Attachments of a user record, documents of a call or subscription. */
  document: ['pdf', 'png', 'jpeg', 'doc', 'docx'],
  /** Photo slots (front, back, right, left). */
  photo: ['png', 'jpeg'],
} as const satisfies Record<string, readonly FileKind[]>;
export type UploadPurpose = keyof typeof uploadPurposes;

export function acceptAttribute(purpose: UploadPurpose): string {
  return uploadPurposes[purpose]
    .flatMap((kind) => fileKinds[kind].extensions.map((extension) => `.${extension}`))
    .join(',');
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The client-side check before uploading (the server checks the content again). */
export function checkUpload(
  file: { name: string; size: number },
  purpose: UploadPurpose,
): 'ok' | 'tooLarge' | 'unsupportedType' {
  const allowed = uploadPurposes[purpose].flatMap((kind) => fileKinds[kind].extensions as readonly string[]);
  if (!allowed.includes(extensionOf(file.name))) return 'unsupportedType';
  if (file.size > maxUploadBytes) return 'tooLarge';
  return 'ok';
}
