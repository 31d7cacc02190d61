import { type OpenDocuments, todayIso } from '@tg/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/client';
import { usersService } from '../users/users.service';
import { type DocumentViewer, documentConditions, documentScope } from './documents.filters';
import { documents } from './documents.table';

const countedCategories = ['priceQuote', 'workCard'] as const;
type CountedCategory = (typeof countedCategories)[number];

/**
 * Counts for the home (issue 18), scoped as the documents lists are (`documentScope`) and
 * narrowed by their own conditions, so each count is what its link opens.
 */
export function createDocumentCounts(db: Executor, now: () => Date = () => new Date()) {
  async function viewerOf(caller: AccessClaims): Promise<DocumentViewer> {
    return {
      userId: caller.userId,
      role: caller.role,
      groupIds: await usersService.groupIdsSeenBy(db, caller),
    };
  }

  return {
    /** Open price quotes and work cards by general status (the lists' `docType=open&generalStatus=`). */
    async openByStatus(caller: AccessClaims): Promise<Record<CountedCategory, OpenDocuments>> {
      const rows = await db
        .select({ category: documents.category, generalStatus: documents.generalStatus, count: count() })
        .from(documents)
        .where(
          and(
            documentScope(await viewerOf(caller)),
            inArray(documents.category, [...countedCategories]),
            eq(documents.status, true),
          ),
        )
        .groupBy(documents.category, documents.generalStatus);
      const of = (category: CountedCategory): OpenDocuments => {
        const mine = rows
          .filter((row) => row.category === category)
          .sort((a, b) => b.count - a.count || a.generalStatus.localeCompare(b.generalStatus, 'he'));
        return {
          open: mine.reduce((sum, row) => sum + row.count, 0),
          byStatus: mine.map((row) => ({ status: row.generalStatus, count: row.count })),
        };
      };
      return { priceQuote: of('priceQuote'), workCard: of('workCard') };
    },

    /** The caller's open work cards for today: what the daily tasks list shows (fetchDailyTasks). */
    async dailyTasksToday(caller: AccessClaims): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(documents)
        .where(
          and(
            documentScope(await viewerOf(caller)),
            documentConditions({
              category: 'workCard',
              open: true,
              dailyFor: { userId: caller.userId, day: todayIso(now()) },
            }),
          ),
        );
      return row?.total ?? 0;
    },
  };
}
export type DocumentCounts = ReturnType<typeof createDocumentCounts>;
