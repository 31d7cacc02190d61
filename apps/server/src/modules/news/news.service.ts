import {
  type AttachedFile,
  maxNewsSlugLength,
  type NewsArticle,
  type NewsArticlesQuery,
  newsMessages,
  type ParsedNewsArticleInput,
  type ParsedUpdateNewsArticle,
  type PublicImage,
  type PublicNewsArticle,
  type PublicNewsQuery,
  publicNewsPageSize,
  slugify,
  todayIso,
  totalPages,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, notFound } from '../../platform/http/errors';
import type { FilesService } from '../files/files.service';
import { newsRepository as repo } from './news.repository';
import type { NewsArticleRow } from './news.table';

const entity = 'newsArticle';
/** Stored pictures an article owns. */
export const newsImageOwner = 'newsArticle';

const slugTaken = () => conflict('another article has this address', { slug: newsMessages.slugTaken });
const articleNotFound = () => notFound('Article not found');

type Caller = AccessClaims;

/** The article's picture, if it has one. */
type Pictures = Map<string, { file: AttachedFile; image: PublicImage | null }[]>;

function toArticle(row: NewsArticleRow, pictures: Pictures): NewsArticle {
  // An article owns at most one stored file (attach keeps only the listed one): its picture.
  const picture = pictures.get(row.id)?.[0]?.file;
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    imageId: picture?._id ?? null,
    imageUrl: picture?.url ?? null,
    language: row.language,
    publishAt: row.publishAt,
    published: row.published,
    createdBy: row.createdById,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublic(row: NewsArticleRow, pictures: Pictures): PublicNewsArticle {
  const article = toArticle(row, pictures);
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    body: article.body,
    imageUrl: article.imageUrl,
    image: pictures.get(row.id)?.[0]?.image ?? null,
    language: article.language,
    publishAt: article.publishAt,
  };
}

/** A free address from the title: "title", then "title-2", "title-3"… */
async function freeSlugFrom(executor: Executor, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, maxNewsSlugLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await repo.slugTaken(executor, candidate, exceptId))) return candidate;
  }
}

const audited = (row: NewsArticleRow) => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  imageId: row.imageId,
  language: row.language,
  publishAt: row.publishAt,
  published: row.published,
});

/**
 * Inserts an article for `actor` (the demo seed uses it too): a given address must be free
 * (409 otherwise), none given is made from the title.
 */
export async function insertNewsArticle(
  tx: Executor,
  actor: Actor,
  input: Omit<ParsedNewsArticleInput, 'imageId'> & { imageId?: string | null },
): Promise<NewsArticleRow> {
  let slug = input.slug || '';
  if (slug) {
    if (await repo.slugTaken(tx, slug)) throw slugTaken();
  } else slug = await freeSlugFrom(tx, input.title);
  const row = await repo.insert(tx, {
    slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    imageId: input.imageId ?? null,
    language: input.language,
    publishAt: input.publishAt,
    published: input.published,
    createdById: actor.userId,
  });
  await recordActivity(tx, actor, {
    action: 'create',
    entity,
    entityId: row.id,
    notes: row.slug,
    newValues: audited(row),
  });
  return row;
}

/** News (issue 17): staff write articles, visitors read the published ones from their day on. */
export function createNewsService(db: Database, files: FilesService, now: () => Date = () => new Date()) {
  const picturesOf = (executor: Executor, rows: NewsArticleRow[]): Promise<Pictures> =>
    files.imagesFor(
      executor,
      newsImageOwner,
      rows.map((row) => row.id),
    );
  const present = async (executor: Executor, rows: NewsArticleRow[]) => {
    const pictures = await picturesOf(executor, rows);
    return rows.map((row) => toArticle(row, pictures));
  };
  const presentPublic = async (rows: NewsArticleRow[]) => {
    const pictures = await picturesOf(db, rows);
    return rows.map((row) => toPublic(row, pictures));
  };

  /** Makes the upload the article's picture (or none), inside the save's transaction. */
  const keepPicture = (tx: Executor, caller: Caller, id: string, imageId: string | null) =>
    files.attach(tx, caller, { entity: newsImageOwner, id }, imageId ? [imageId] : [], 'imageId');

  const saving = async <T>(work: () => Promise<{ result: T; removed: string[] }>): Promise<T> => {
    try {
      const { result, removed } = await work();
      await files.removeStored(removed);
      return result;
    } catch (error) {
      // Two saves racing for one address: the index decides, the answer is the same.
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  };

  return {
    async list(query: NewsArticlesQuery & { page: number; limit: number }) {
      const { rows, total } = await repo.page(
        db,
        {
          language: query.language,
          published: query.published === undefined ? undefined : query.published === 'true',
        },
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      );
      return {
        articles: await present(db, rows),
        total,
        page: query.page,
        totalPages: totalPages(total, query.limit),
      };
    },

    async create(caller: Caller, input: ParsedNewsArticleInput): Promise<NewsArticle> {
      return saving(() =>
        db.transaction(async (tx) => {
          const row = await insertNewsArticle(tx, caller, input);
          const removed = await keepPicture(tx, caller, row.id, input.imageId);
          const [article] = await present(tx, [row]);
          return { result: article as NewsArticle, removed };
        }),
      );
    },

    async update(caller: Caller, input: ParsedUpdateNewsArticle): Promise<NewsArticle> {
      return saving(() =>
        db.transaction(async (tx) => {
          const before = await repo.findLiving(tx, input.id, true);
          if (!before) throw articleNotFound();
          // An article keeps its address unless a new one is typed.
          const slug = input.slug || before.slug;
          if (slug !== before.slug && (await repo.slugTaken(tx, slug, before.id))) throw slugTaken();
          const removed = await keepPicture(tx, caller, before.id, input.imageId);
          const row = await repo.update(tx, before.id, {
            slug,
            title: input.title,
            summary: input.summary,
            body: input.body,
            imageId: input.imageId,
            language: input.language,
            publishAt: input.publishAt,
            published: input.published,
          });
          if (!row) throw articleNotFound();
          const changes = changedValues(audited(before), audited(row));
          if (Object.keys(changes.newValues).length > 0)
            await recordActivity(tx, caller, {
              action: 'update',
              entity,
              entityId: row.id,
              notes: row.slug,
              ...changes,
            });
          const [article] = await present(tx, [row]);
          return { result: article as NewsArticle, removed };
        }),
      );
    },

    async remove(caller: Caller, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.softDelete(tx, id);
        if (!row) throw articleNotFound();
        await recordActivity(tx, caller, {
          action: 'delete',
          entity,
          entityId: row.id,
          notes: row.slug,
          oldValues: audited(row),
        });
        return { _id: row.id };
      });
    },

    async publicList(query: Required<PublicNewsQuery> & { page: number }) {
      const limit = publicNewsPageSize;
      const { rows, total } = await repo.publicPage(db, query.language, todayIso(now()), {
        offset: (query.page - 1) * limit,
        limit,
      });
      const articles = (await presentPublic(rows)).map(({ body: _body, ...card }) => card);
      return {
        articles,
        total,
        page: query.page,
        totalPages: totalPages(total, limit),
      };
    },

    /** Whether visitors can read the article (its picture is then public). */
    async shows(articleId: string): Promise<boolean> {
      return Boolean(await repo.findVisibleById(db, articleId, todayIso(now())));
    },

    async publicArticle(slug: string): Promise<PublicNewsArticle> {
      const row = await repo.findVisibleBySlug(db, slug.toLowerCase(), todayIso(now()));
      if (!row) throw articleNotFound();
      const [article] = await presentPublic([row]);
      return article as PublicNewsArticle;
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
