import { productContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { ProductCategoriesService } from './product-categories.service';
import type { ProductsService } from './products.service';

/** Every `/product/*` call of spec 3 §7 (names as the spec spells them, "Visablity" included). */
export function productsRoutes(service: ProductsService, categories: ProductCategoriesService) {
  return contractRoutes([
    implement(calls.list, ({ query }) => service.list(query)),
    implement(calls.listByVisibility, ({ body }) => service.listByVisibility(body)),
    implement(calls.byCatalogNumber, ({ body }) => service.byCatalogNumber(body.catalogNumber)),
    implement(calls.create, ({ caller, body }) => service.create(caller, body.product)),
    implement(calls.update, ({ caller, body: { product } }) => {
      const { _id, ...input } = product;
      return service.update(caller, _id, input);
    }),
    implement(calls.remove, ({ caller, body }) => service.remove(caller, body._id)),
    implement(calls.setVisibility, ({ caller, body: { product } }) =>
      service.setVisibility(caller, product._id, product.visibility),
    ),
    implement(calls.nextCatalogNumber, ({ body }) => service.nextCatalogNumber(body.category)),
    // An empty category asks for every category's options.
    implement(calls.options, ({ body }) => service.options(body.category || undefined)),
    implement(calls.categories, () => categories.list()),
    implement(calls.createCategory, ({ caller, body }) => categories.create(caller, body)),
    implement(calls.updateCategory, ({ caller, body }) => categories.update(caller, body)),
    implement(calls.removeCategory, ({ caller, body }) => categories.remove(caller, body.category)),
  ]);
}
