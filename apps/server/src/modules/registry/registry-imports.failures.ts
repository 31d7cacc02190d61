import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { registryImports } from './registry.table';

/**
 * The home's "failed imports" (issue 18). Registry imports are the imports recorded (each a row of
 * `registry_imports` with its outcome); a subscriptions CSV import answers its report at once and
 * keeps no record, so it cannot fail later and is not counted.
 */
export function createImportFailures(db: Executor, now: () => Date = () => new Date()) {
  return {
    /** Registry imports that failed within the last `days` days. */
    async countWithin(days: number): Promise<number> {
      const since = new Date(now().getTime() - days * 86_400_000);
      const [row] = await db
        .select({ total: count() })
        .from(registryImports)
        .where(and(eq(registryImports.status, 'failed'), gte(registryImports.startedAt, since)));
      return row?.total ?? 0;
    },
  };
}
export type ImportFailures = ReturnType<typeof createImportFailures>;
