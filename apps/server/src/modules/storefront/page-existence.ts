import type { PublicPathMatch } from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import type { CatalogService } from '../catalog/catalog.service';
import type { NewsService } from '../news/news.service';
import { findVisibleProduct } from '../products/storefront.read-model';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a storefront address with a parameter names something that is there: a category, a
 * visible product, a published article. The web app answers a missing one with its not-found page;
 * this lets the server answer it with 404 too, so search engines drop a deleted product instead of
 * keeping a "soft 404" (a not-found page answered 200). Fixed pages always exist.
 */
export function createPageExistence(
  db: Executor,
  catalog: Pick<CatalogService, 'categories'>,
  news: Pick<NewsService, 'publicArticle'>,
) {
  const categoryExists = async (category: string) =>
    (await catalog.categories()).some((known) => known.category === category);

  return async ({ path }: PublicPathMatch): Promise<boolean> => {
    const [, section, first, second] = path.split('/');
    if (section === 'products' && first !== undefined && first !== 'machine-view') {
      if (second === undefined) return categoryExists(first);
      return uuidPattern.test(second) && (await findVisibleProduct(db, second)) !== undefined;
    }
    if (section === 'news' && first !== undefined) {
      return news.publicArticle(first).then(
        () => true,
        () => false,
      );
    }
    return true;
  };
}
