import { maintenanceContracts } from '@tg/domain';
import { call, type DownloadedFile } from '../../../app/api-client';

/** The name the server gave the file, or a dated default. */
function fileNameOf(file: DownloadedFile): string {
  return file.fileName ?? `backup-${new Date().toISOString().slice(0, 10)}.ndjson.gz`;
}

/**
 * Downloads the database backup, reporting the bytes received as they arrive (the size is not
 * known ahead: the server streams it), then hands the browser the file to save.
 */
export async function downloadBackup(onBytes: (received: number) => void, signal?: AbortSignal) {
  const file: DownloadedFile = await call(
    maintenanceContracts.backup,
    {},
    { signal, onProgress: ({ loaded }) => onBytes(loaded) },
  );
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(file);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the object URL can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName: link.download, bytes: file.size };
}
