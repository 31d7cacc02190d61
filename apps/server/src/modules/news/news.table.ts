import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * News articles (issue 17). A slug is one living article's address; a deleted article (kept,
 * marked) gives its address back. The picture is a stored file the article owns
 * (files.owner_entity = 'newsArticle').
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    body: text().notNull(),
    imageId: uuid(),
    language: text({ enum: ['he', 'en', 'ar', 'ru'] }).notNull(),
    /** The calendar day (in Israel) from which visitors see it. */
    publishAt: date({ mode: 'string' }).notNull(),
    published: boolean().notNull().default(false),
    createdById: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('news_articles_slug_idx').on(table.slug).where(sql`${table.deletedAt} is null`),
    // The storefront's list: one language's published articles, newest first.
    index('news_articles_public_idx')
      .on(table.language, table.publishAt.desc(), table.createdAt.desc())
      .where(sql`${table.published} and ${table.deletedAt} is null`),
  ],
);
export type NewsArticleRow = typeof newsArticles.$inferSelect;
export type NewNewsArticleRow = typeof newsArticles.$inferInsert;
