import { and, count, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type NewNewsArticleRow, type NewsArticleRow, newsArticles } from './news.table';

const living = (...conditions: (SQL | undefined)[]) => and(isNull(newsArticles.deletedAt), ...conditions);
const newestFirst = [desc(newsArticles.publishAt), desc(newsArticles.createdAt), desc(newsArticles.id)];

/** What visitors may read: published and from its day on. */
const visible = (today: string) => and(eq(newsArticles.published, true), lte(newsArticles.publishAt, today));

export const newsRepository = {
  /** Staff's page: every living article, newest publish day first. */
  async page(
    db: Executor,
    filters: { language?: string; published?: boolean },
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: NewsArticleRow[]; total: number }> {
    const where = living(
      filters.language
        ? eq(newsArticles.language, filters.language as NewsArticleRow['language'])
        : undefined,
      filters.published === undefined ? undefined : eq(newsArticles.published, filters.published),
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(newsArticles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(newsArticles).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** The storefront's page of one language. */
  async publicPage(
    db: Executor,
    language: string,
    today: string,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: NewsArticleRow[]; total: number }> {
    const where = living(eq(newsArticles.language, language as NewsArticleRow['language']), visible(today));
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(newsArticles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(newsArticles).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async findVisibleBySlug(db: Executor, slug: string, today: string): Promise<NewsArticleRow | undefined> {
    const [row] = await db
      .select()
      .from(newsArticles)
      .where(living(eq(newsArticles.slug, slug), visible(today)))
      .limit(1);
    return row;
  },

  async findVisibleById(db: Executor, id: string, today: string): Promise<NewsArticleRow | undefined> {
    const [row] = await db
      .select()
      .from(newsArticles)
      .where(living(eq(newsArticles.id, id), visible(today)))
      .limit(1);
    return row;
  },

  async findLiving(db: Executor, id: string, lock = false): Promise<NewsArticleRow | undefined> {
    const query = db
      .select()
      .from(newsArticles)
      .where(living(eq(newsArticles.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Whether a living article other than `exceptId` has this address. */
  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(living(eq(newsArticles.slug, slug)))
      .limit(1);
    return row !== undefined && row.id !== exceptId;
  },

  async insert(db: Executor, values: NewNewsArticleRow): Promise<NewsArticleRow> {
    const [row] = await db.insert(newsArticles).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(
    db: Executor,
    id: string,
    values: Partial<NewNewsArticleRow>,
  ): Promise<NewsArticleRow | undefined> {
    const [row] = await db
      .update(newsArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(living(eq(newsArticles.id, id)))
      .returning();
    return row;
  },

  async softDelete(db: Executor, id: string): Promise<NewsArticleRow | undefined> {
    const [row] = await db
      .update(newsArticles)
      .set({ deletedAt: new Date() })
      .where(living(eq(newsArticles.id, id)))
      .returning();
    return row;
  },
};
