import { randomBytes } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { FileUrlSigner } from '../../platform/files/signed-urls';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { createFilesService } from '../files/files.service';
import { createDocumentPdfs, type DocumentPdfsDependencies } from './document-pdfs';
import { toDocument } from './documents.mapper';
import { documents } from './documents.table';

/**
 * The demo documents' PDFs (issue 15): the seed makes its documents without printing them, so a
 * fresh demo starts at once; this job then prints each stored document still missing its original
 * or true copy, through the same path a save takes (document-pdfs.ts), in the background after the
 * server listens. Running it again does nothing for documents that have both.
 */

/** How many documents one run prints at most; the rest wait for the next start. */
export const demoPdfBatch = 200;

export interface MissingPdfsDependencies {
  db: Database;
  files: DocumentPdfsDependencies['files'];
  engine: PdfEngine;
  log: { info(line: string): void; warn(line: string): void };
  now?: () => Date;
  /** True once the server is stopping: the job ends between documents. */
  stopped?: () => boolean;
  limit?: number;
}

export type MissingPdfsOutcome =
  | { status: 'done'; documents: number; failed: number; ms: number }
  | { status: 'skipped'; reason: string }
  | { status: 'stopped'; documents: number; ms: number };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Prints and stores the original and true copy of each document missing one (oldest first, up to
 * `limit`), one document at a time so people's own PDFs never wait long behind it. Logs one info
 * line with the count and the time taken. Without a working PDF engine (no Chromium) it prints
 * nothing and says so at info: the engine has already warned, once (pdf-engine.ts).
 */
export async function storeMissingDocumentPdfs(deps: MissingPdfsDependencies): Promise<MissingPdfsOutcome> {
  const { db, log } = deps;
  const stopped = deps.stopped ?? (() => false);
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const rows = await db
    .select()
    .from(documents)
    .where(or(eq(documents.pdfUrl, ''), eq(documents.pdfUrl2, '')))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(deps.limit ?? demoPdfBatch);
  if (rows.length === 0) return { status: 'done', documents: 0, failed: 0, ms: elapsed() };

  // One small page first: without Chromium the engine's own warning is the only one, not one
  // per document; the skip itself is news, not a second warning.
  try {
    await deps.engine.render('<!doctype html><meta charset="utf-8"><title>check</title>', {
      pageNumbers: false,
    });
  } catch (error) {
    const reason = describe(error);
    if (!stopped()) log.info(`Demo document PDFs skipped: ${reason}`);
    return { status: 'skipped', reason };
  }

  const failures: string[] = [];
  const pdfs = createDocumentPdfs({
    db,
    files: deps.files,
    engine: deps.engine,
    now: deps.now,
    // One line for the whole run instead of one per document.
    log: { info: () => {}, warn: (line) => failures.push(line) },
  });
  let made = 0;
  for (const row of rows) {
    if (stopped()) return { status: 'stopped', documents: made, ms: elapsed() };
    const document = toDocument(row);
    const caller: AccessClaims = { userId: row.createdById, role: row.createdByRole };
    // An update that changed nothing printed: stores whichever of the two is missing.
    const after = await pdfs.hooks.updated(caller, document, document);
    if (after.pdfUrl && after.pdfUrl2) made += 1;
  }
  const ms = elapsed();
  log.info(`Stored the PDFs of ${made} demo document(s) in ${(ms / 1000).toFixed(1)} s`);
  if (failures.length > 0)
    log.warn(`${failures.length} demo document(s) are still without PDFs, the first: ${failures[0]}`);
  return { status: 'done', documents: made, failed: rows.length - made, ms };
}

/**
 * Starts the job without waiting for it (main.ts, once the server listens): the PDFs go into the
 * same file store as everything else. Never rejects.
 */
export function startDemoDocumentPdfs(deps: {
  db: Database;
  storage: FileStorage;
  engine: PdfEngine;
  log: MissingPdfsDependencies['log'];
  stopped: () => boolean;
}): Promise<MissingPdfsOutcome | undefined> {
  // Links signed by this service are never stored nor handed out: stored paths are unsigned.
  const files = createFilesService(deps.db, deps.storage, new FileUrlSigner(randomBytes(32).toString('hex')));
  return storeMissingDocumentPdfs({ ...deps, files }).catch((error: unknown) => {
    if (!deps.stopped()) deps.log.warn(`Demo document PDFs stopped: ${describe(error)}`);
    return undefined;
  });
}
