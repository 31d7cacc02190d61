import { z } from 'zod';
import { validationMessages as v } from '../common/messages';
import { publicImageSchema } from '../files/images';
import { isIsoDate } from '../insurance/dates';
import { storefrontLanguages } from '../storefront/public-routes';

/**
 * News articles (issue 17): staff write them in the back-office, visitors read them on the
 * storefront. Field errors answer the shared `validation.*` keys; a taken address answers
 * `news.validation.slugTaken` (locales/<lang>/news.json).
 */
export const newsMessages = {
  titleRequired: v.required,
  bodyRequired: v.required,
  tooLong: v.tooLong,
  slugFormat: v.invalidValue,
  /** Said by the 409 of a save: another living article has the address. */
  slugTaken: 'news.validation.slugTaken',
  languageRequired: v.required,
  publishDate: v.invalidDate,
  image: v.invalidValue,
} as const;
const m = newsMessages;

export const newsLanguages = storefrontLanguages;
export type NewsLanguage = (typeof newsLanguages)[number];

export const maxNewsTitleLength = 160;
export const maxNewsSummaryLength = 400;
export const maxNewsBodyLength = 20_000;
export const maxNewsSlugLength = 100;
/** Articles per page on the storefront's list. */
export const publicNewsPageSize = 9;

/** Letters of any script, digits, single hyphens between them: safe in an address once encoded. */
const slugPattern = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/**
 * The address part made from a title: lower case, every run of other characters one hyphen,
 * Hebrew and Arabic letters kept ("מלאי חדש: שמשות!" → "מלאי-חדש-שמשות"). 'article' when nothing
 * is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxNewsSlugLength)
    .replace(/-+$/g, '');
  return slug || 'article';
}

/** Paragraphs of an article's plain-text body: separated by blank lines, single breaks kept. */
export function newsParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** A calendar day (YYYY-MM-DD, in Israel) from which the article shows. */
export const newsPublishDateSchema = z
  .string({ error: m.publishDate })
  .trim()
  .refine(isIsoDate, { error: m.publishDate });

const text = (max: number, required?: string) =>
  required
    ? z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: m.tooLong })
    : z.string({ error: m.tooLong }).trim().max(max, { error: m.tooLong });

export const newsSlugSchema = z
  .string({ error: m.slugFormat })
  .trim()
  .toLowerCase()
  .max(maxNewsSlugLength, { error: m.tooLong })
  .refine((value) => slugPattern.test(value), { error: m.slugFormat });

/** An article as staff see it. */
export const newsArticleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The stored picture (an upload the article adopted), or null. */
  imageId: z.string().nullable(),
  /** A signed link to the picture, for <img>. */
  imageUrl: z.string().nullable(),
  language: z.enum(newsLanguages),
  publishAt: z.string(),
  published: z.boolean(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** What create and update take. An empty slug is made from the title. */
export const newsArticleInputSchema = z.object({
  title: text(maxNewsTitleLength, m.titleRequired),
  summary: text(maxNewsSummaryLength).default(''),
  body: text(maxNewsBodyLength, m.bodyRequired),
  slug: z.union([z.literal(''), newsSlugSchema]).optional(),
  imageId: z.string().uuid({ error: m.image }).nullable().default(null),
  language: z.enum(newsLanguages, { error: m.languageRequired }),
  publishAt: newsPublishDateSchema,
  published: z.boolean().default(false),
});
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;
export type ParsedNewsArticleInput = z.output<typeof newsArticleInputSchema>;

const idSchema = z.string({ error: m.image }).uuid();

export const createNewsArticleSchema = newsArticleInputSchema;
export const updateNewsArticleSchema = newsArticleInputSchema.extend({ id: idSchema });
export type ParsedUpdateNewsArticle = z.output<typeof updateNewsArticleSchema>;
export const deleteNewsArticleSchema = z.object({ id: idSchema });

/** The staff list: every article, newest publish date first, filtered by language and state. */
export const newsArticlesQuerySchema = z.object({
  language: z.enum(newsLanguages).optional(),
  published: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type NewsArticlesQuery = z.input<typeof newsArticlesQuerySchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
};

export const newsArticlesPageSchema = z.object({ articles: z.array(newsArticleSchema), ...pageFields });
export type NewsArticlesPage = z.infer<typeof newsArticlesPageSchema>;

export const deletedNewsArticleSchema = z.object({ _id: z.string() });

/** An article as visitors read it: no editing details. */
export const publicNewsArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  /** The picture at its public, cacheable address with its size (ADR 0029). */
  image: publicImageSchema.nullable().optional(),
  language: z.enum(newsLanguages),
  publishAt: z.string(),
});
export type PublicNewsArticle = z.infer<typeof publicNewsArticleSchema>;

/** A card of the storefront's list: the article without its body. */
export const publicNewsCardSchema = publicNewsArticleSchema.omit({ body: true });
export type PublicNewsCard = z.infer<typeof publicNewsCardSchema>;

/** `GET /api/news?language=&page=`: published articles from their publish date, newest first. */
export const publicNewsQuerySchema = z.object({
  language: z.enum(newsLanguages).default('he'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PublicNewsQuery = z.input<typeof publicNewsQuerySchema>;

export const publicNewsPageSchema = z.object({ articles: z.array(publicNewsCardSchema), ...pageFields });
export type PublicNewsPage = z.infer<typeof publicNewsPageSchema>;

export const publicNewsArticleParamsSchema = z.object({
  slug: z.string().trim().min(1).max(300),
});
