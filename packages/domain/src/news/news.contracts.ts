import { defineContract } from '../common/contract';
import {
  createNewsArticleSchema,
  deletedNewsArticleSchema,
  deleteNewsArticleSchema,
  newsArticleSchema,
  newsArticlesPageSchema,
  newsArticlesQuerySchema,
  publicNewsArticleParamsSchema,
  publicNewsArticleSchema,
  publicNewsPageSchema,
  publicNewsQuerySchema,
  updateNewsArticleSchema,
} from './news.schema';

const tag = 'news';
const staff = '/api/news-articles';

/** News (issue 17): staff write articles, the storefront reads the published ones. */
export const newsContracts = {
  list: defineContract({
    method: 'GET',
    path: `${staff}/getArticles`,
    access: 'news.manage',
    tag,
    query: newsArticlesQuerySchema,
    response: newsArticlesPageSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${staff}/createArticle`,
    access: 'news.manage',
    tag,
    body: createNewsArticleSchema,
    status: 201,
    response: newsArticleSchema,
  }),
  update: defineContract({
    method: 'POST',
    path: `${staff}/updateArticle`,
    access: 'news.manage',
    tag,
    body: updateNewsArticleSchema,
    response: newsArticleSchema,
  }),
  remove: defineContract({
    method: 'POST',
    path: `${staff}/deleteArticle`,
    access: 'news.manage',
    tag,
    body: deleteNewsArticleSchema,
    response: deletedNewsArticleSchema,
  }),
  /** The storefront's list: published, from the publish date, newest first. */
  publicList: defineContract({
    method: 'GET',
    path: '/api/news',
    access: 'public',
    tag,
    query: publicNewsQuerySchema,
    response: publicNewsPageSchema,
  }),
  /** One article by its address; 404 while unpublished or before its date. */
  publicArticle: defineContract({
    method: 'GET',
    path: '/api/news/:slug',
    access: 'public',
    tag,
    params: publicNewsArticleParamsSchema,
    response: publicNewsArticleSchema,
  }),
};
