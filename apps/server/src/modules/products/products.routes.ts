import {
  createProductCategorySchema,
  createProductSchema,
  deleteProductCategorySchema,
  deleteProductSchema,
  nextCatalogNumberQuerySchema,
  nextCatalogNumberSchema,
  productByCatalogNumberSchema,
  productCategoriesSchema,
  productCategorySchema,
  productOptionsQuerySchema,
  productOptionsSchema,
  productSchema,
  productsByVisibilityQuerySchema,
  productsListSchema,
  productsQuerySchema,
  productVisibilitySchema,
  rolesWith,
  updateProductCategorySchema,
  updateProductSchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { ProductCategoriesService } from './product-categories.service';
import type { ProductsService } from './products.service';

const tags = ['products'];
const base = '/product';

/** Every `/product/*` call of spec 3 §7 (names as the spec spells them, "Visablity" included). */
export function productsRoutes(service: ProductsService, categories: ProductCategoriesService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const read = rolesWith('products.read');
    const manage = rolesWith('products.manage');

    app.get(
      `${base}/getData`,
      {
        config: { access: read },
        schema: { tags, querystring: productsQuerySchema, response: { 200: productsListSchema } },
      },
      (request) => service.list(request.query),
    );

    app.post(
      `${base}/fetchProductsByVisablity`,
      {
        config: { access: read },
        schema: { tags, body: productsByVisibilityQuerySchema, response: { 200: productsListSchema } },
      },
      (request) => service.listByVisibility(request.body),
    );

    app.post(
      `${base}/getProductByCatalogNumber`,
      {
        config: { access: read },
        schema: {
          tags,
          body: productByCatalogNumberSchema,
          response: { 200: z.object({ product: productSchema }) },
        },
      },
      (request) => service.byCatalogNumber(request.body.catalogNumber),
    );

    app.post(
      `${base}/createProduct`,
      {
        config: { access: manage },
        schema: { tags, body: createProductSchema, response: { 201: productSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(callerOf(request), request.body.product)),
    );

    app.patch(
      `${base}/updateProduct`,
      {
        config: { access: manage },
        schema: {
          tags,
          body: updateProductSchema,
          response: { 200: z.object({ updatedProduct: productSchema }) },
        },
      },
      (request) => {
        const { _id, ...input } = request.body.product;
        return service.update(callerOf(request), _id, input);
      },
    );

    app.patch(
      `${base}/deleteProducts`,
      {
        config: { access: manage },
        schema: { tags, body: deleteProductSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body._id),
    );

    app.post(
      `${base}/updateProductVisability`,
      {
        config: { access: manage },
        schema: {
          tags,
          body: productVisibilitySchema,
          response: { 200: z.object({ product: productSchema }) },
        },
      },
      (request) =>
        service.setVisibility(callerOf(request), request.body.product._id, request.body.product.visibility),
    );

    app.post(
      `${base}/getLastProductId`,
      {
        config: { access: manage },
        schema: { tags, body: nextCatalogNumberQuerySchema, response: { 200: nextCatalogNumberSchema } },
      },
      (request) => service.nextCatalogNumber(request.body.category),
    );

    app.post(
      `${base}/getOptions`,
      {
        config: { access: read },
        schema: { tags, body: productOptionsQuerySchema, response: { 200: productOptionsSchema } },
      },
      (request) => service.options(request.body.category || undefined),
    );

    app.get(
      `${base}/fetchProductCategories`,
      { config: { access: read }, schema: { tags, response: { 200: productCategoriesSchema } } },
      () => categories.list(),
    );

    const categoryAnswer = z.object({ category: productCategorySchema });
    app.post(
      `${base}/createProductCategory`,
      {
        config: { access: manage },
        schema: { tags, body: createProductCategorySchema, response: { 201: categoryAnswer } },
      },
      async (request, reply) =>
        reply.status(201).send(await categories.create(callerOf(request), request.body)),
    );

    app.patch(
      `${base}/updateProductCategory`,
      {
        config: { access: manage },
        schema: { tags, body: updateProductCategorySchema, response: { 200: categoryAnswer } },
      },
      (request) => categories.update(callerOf(request), request.body),
    );

    app.patch(
      `${base}/deleteProductCategory`,
      {
        config: { access: manage },
        schema: {
          tags,
          body: deleteProductCategorySchema,
          response: { 200: z.object({ category: z.string() }) },
        },
      },
      (request) => categories.remove(callerOf(request), request.body.category),
    );
  };
}
