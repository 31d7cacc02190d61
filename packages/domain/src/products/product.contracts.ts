import { defineContract } from '../common/contract';
import {
  createProductCategorySchema,
  deletedProductCategorySchema,
  deleteProductCategorySchema,
  productCategoriesSchema,
  productCategoryAnswerSchema,
  updateProductCategorySchema,
} from './category.schema';
import {
  createProductSchema,
  deletedProductSchema,
  deleteProductSchema,
  nextCatalogNumberQuerySchema,
  nextCatalogNumberSchema,
  productAnswerSchema,
  productByCatalogNumberSchema,
  productOptionsQuerySchema,
  productOptionsSchema,
  productSchema,
  productsByVisibilityQuerySchema,
  productsListSchema,
  productsQuerySchema,
  productVisibilitySchema,
  updatedProductSchema,
  updateProductSchema,
} from './product-api.schema';

const tag = 'products';
const base = '/api/product';

/**
 * The products catalogue and its categories (ADR 0013): every `/product/*` call of spec 3 §7,
 * named as the spec spells them ("Visablity" included).
 */
export const productContracts = {
  /** One category's visible products, searched and filtered. */
  list: defineContract({
    method: 'GET',
    path: `${base}/getData`,
    access: 'products.read',
    tag,
    query: productsQuerySchema,
    response: productsListSchema,
  }),
  /** The temporary table: a category's hidden products. */
  listByVisibility: defineContract({
    method: 'POST',
    path: `${base}/fetchProductsByVisablity`,
    access: 'products.read',
    tag,
    body: productsByVisibilityQuerySchema,
    response: productsListSchema,
  }),
  byCatalogNumber: defineContract({
    method: 'POST',
    path: `${base}/getProductByCatalogNumber`,
    access: 'products.read',
    tag,
    body: productByCatalogNumberSchema,
    response: productAnswerSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createProduct`,
    access: 'products.manage',
    tag,
    body: createProductSchema,
    status: 201,
    response: productSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updateProduct`,
    access: 'products.manage',
    tag,
    body: updateProductSchema,
    response: updatedProductSchema,
  }),
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteProducts`,
    access: 'products.manage',
    tag,
    body: deleteProductSchema,
    response: deletedProductSchema,
  }),
  /** Moves a product into the temporary table (hidden) or out of it. */
  setVisibility: defineContract({
    method: 'POST',
    path: `${base}/updateProductVisability`,
    access: 'products.manage',
    tag,
    body: productVisibilitySchema,
    response: productAnswerSchema,
  }),
  /** The catalogue number a new product of the category would get. */
  nextCatalogNumber: defineContract({
    method: 'POST',
    path: `${base}/getLastProductId`,
    access: 'products.manage',
    tag,
    body: nextCatalogNumberQuerySchema,
    response: nextCatalogNumberSchema,
  }),
  /** The machine dropdowns of a category's table. */
  options: defineContract({
    method: 'POST',
    path: `${base}/getOptions`,
    access: 'products.read',
    tag,
    body: productOptionsQuerySchema,
    response: productOptionsSchema,
  }),
  categories: defineContract({
    method: 'GET',
    path: `${base}/fetchProductCategories`,
    access: 'products.read',
    tag,
    response: productCategoriesSchema,
  }),
  createCategory: defineContract({
    method: 'POST',
    path: `${base}/createProductCategory`,
    access: 'products.manage',
    tag,
    body: createProductCategorySchema,
    status: 201,
    response: productCategoryAnswerSchema,
  }),
  updateCategory: defineContract({
    method: 'PATCH',
    path: `${base}/updateProductCategory`,
    access: 'products.manage',
    tag,
    body: updateProductCategorySchema,
    response: productCategoryAnswerSchema,
  }),
  removeCategory: defineContract({
    method: 'PATCH',
    path: `${base}/deleteProductCategory`,
    access: 'products.manage',
    tag,
    body: deleteProductCategorySchema,
    response: deletedProductCategorySchema,
  }),
};
