import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { multipart, samples } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let storekeeper: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeper = (await signedInAs(ctx, 'storekeeper')).headers;
  customer = (await signedInAs(ctx, 'customer')).headers;
});
afterAll(() => ctx.close());

const base = '/api/product';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, name: string, payload?: object, headers = worker) =>
  ctx.app.inject({ method, url: `${base}/${name}`, headers, payload });

let serial = 0;
function uniqueNumber() {
  serial += 1;
  return `T${Date.now().toString(36)}${serial}`.toUpperCase();
}

function productInput(overrides: Record<string, unknown> = {}) {
  return {
    category: 'windows',
    isOriginal: true,
    catalogNumber: uniqueNumber(),
    name: 'שמשה קדמית',
    manufacturer: 'JOHN DEERE',
    model: '6120M',
    years: '2018 2019',
    vinNumber: 'ab-123 CD456 ab-123',
    tractorNumber: '1234567',
    price: '1000',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', 'createProduct', { product: productInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function uploadPhoto() {
  const body = multipart(
    { purpose: 'photo' },
    { name: 'front.png', content: samples.png, type: 'image/png' },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...worker, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

describe('creating a product', () => {
  it('derives the supplier price and price before VAT (÷ 1.18) and keeps the fit lists as lists', async () => {
    const product = await create({ price: '199.99' });
    expect(product).toMatchObject({
      price: 199.99,
      supplierPrice: 60,
      priceBeforeVat: 169.48,
      vinNumber: [{ value: 'ab-123' }, { value: 'CD456' }],
      tractorNumber: [{ value: '1234567' }],
      years: ['2018', '2019'],
      warehouse: '1',
      quantity: 0,
      location: 'לא צוין',
    });
  });

  it('ignores derived prices the client sends', async () => {
    const product = await create({ price: 1180, supplierPrice: 1, priceBeforeVat: 1 });
    expect(product.supplierPrice).toBe(354);
    expect(product.priceBeforeVat).toBe(1000);
  });

  it('answers each failed rule next to its field and saves nothing', async () => {
    const catalogNumber = uniqueNumber();
    const response = await call('POST', 'createProduct', {
      product: productInput({ name: 'א', catalogNumber: 'AB', years: '1949', price: 'abc' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'product.name': 'validation.minLength2',
      'product.catalogNumber': 'validation.catalogNumberTooShort',
      'product.years': 'validation.yearsRange',
      'product.price': 'validation.numberOnly',
    });
    const missing = await call('POST', 'createProduct', { product: { category: 'windows' } });
    expect(missing.json().error.fields).toMatchObject({
      'product.name': 'validation.required',
      'product.catalogNumber': 'validation.required',
    });
    const lookup = await call('POST', 'getProductByCatalogNumber', { catalogNumber });
    expect(lookup.statusCode).toBe(404);
  });

  it('answers 409 for a catalogue number a living product has, and frees it when deleted', async () => {
    const first = await create();
    const again = await call('POST', 'createProduct', {
      product: productInput({ catalogNumber: first.catalogNumber }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ catalogNumber: 'validation.catalogNumberTaken' });
    expect((await call('PATCH', 'deleteProducts', { _id: first._id })).statusCode).toBe(200);
    await create({ catalogNumber: first.catalogNumber });
  });

  it('answers 400, never 500, to a body of the wrong shape', async () => {
    for (const payload of [{}, { product: null }, { product: 'x' }, { category: ['a'] }]) {
      const response = await call('POST', 'createProduct', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses an unknown category or warehouse', async () => {
    const response = await call('POST', 'createProduct', {
      product: productInput({ category: 'spaceships', warehouse: '987654' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'product.category': 'validation.categoryNotFound',
      'product.warehouse': 'validation.warehouseNotFound',
    });
  });

  it('keeps up to three uploaded images and refuses a fourth', async () => {
    const images = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const product = await create({ imageIds: images });
    expect(product.imageUrl.map((image: { _id: string }) => image._id)).toEqual(images);
    expect(product.imageUrl[0].value).toContain(`/api/files/${images[0]}/`);
    const tooMany = await call('POST', 'createProduct', {
      product: productInput({ imageIds: [...images, await uploadPhoto()] }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['product.imageIds']).toBe('validation.tooManyImages');
  });

  it('puts the quantity in the warehouse it names', async () => {
    const product = await create({ warehouse: '1', quantity: '7', minQuantity: '2', location: 'A-3' });
    expect(product).toMatchObject({ quantity: 7, minQuantity: 2, location: 'A-3' });
    const stock = await ctx.app.inject({
      method: 'POST',
      url: '/api/warehouses/getProductWarehouseDetails',
      headers: worker,
      payload: { catalogNumber: product.catalogNumber },
    });
    expect(stock.json().warehouses).toEqual([
      expect.objectContaining({ warehouseId: '1', quantity: 7, minQuantity: 2, location: 'A-3' }),
    ]);
  });
});

describe('updating a product', () => {
  it('answers the updated product and leaves the stock count alone unless one is sent', async () => {
    const product = await create({ quantity: 5 });
    const { _id, createdAt: _c, updatedAt: _u, imageUrl: _i, docs: _d, ...rest } = product;
    const updated = await call('PATCH', 'updateProduct', {
      product: { ...rest, _id, name: 'שמשה אחורית', price: 50, quantity: undefined, supplier: rest.supplier },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().updatedProduct).toMatchObject({
      name: 'שמשה אחורית',
      supplierPrice: 15,
      quantity: 5,
    });
    const counted = await call('PATCH', 'updateProduct', { product: { ...rest, _id, quantity: 9 } });
    expect(counted.json().updatedProduct.quantity).toBe(9);
  });

  it('moves the stock with a new catalogue number and refuses one that is taken', async () => {
    const taken = await create();
    const product = await create({ quantity: 4 });
    const renumbered = uniqueNumber();
    const input = { ...productInput(), _id: product._id, catalogNumber: renumbered };
    const response = await call('PATCH', 'updateProduct', { product: input });
    expect(response.json().updatedProduct).toMatchObject({ catalogNumber: renumbered, quantity: 4 });
    const clash = await call('PATCH', 'updateProduct', {
      product: { ...input, catalogNumber: taken.catalogNumber },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('needs the product id', async () => {
    const response = await call('PATCH', 'updateProduct', { product: productInput() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['product._id']).toBe('validation.missingItemId');
  });
});

describe('lists, search and the temporary table', () => {
  it('finds a visible product by name, catalogue number start, chassis, plate, machine and year', async () => {
    const marker = `סימן${Date.now()}`;
    const product = await create({
      category: 'mirrors',
      name: `מראה ${marker}`,
      vinNumber: 'ZX-99881',
      tractorNumber: '55-666-77',
      manufacturer: 'Case IH',
      model: 'Puma 165',
      years: '2021',
    });
    const find = async (query: Record<string, string>) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${base}/getData`,
        headers: storekeeper,
        query: { category: 'mirrors', limit: '100', ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().products.map((found: { _id: string }) => found._id);
    };
    expect(await find({ searchQuery: marker })).toEqual([product._id]);
    expect(await find({ searchQuery: product.catalogNumber.slice(0, 6) })).toContain(product._id);
    expect(await find({ vinNumber: 'zx99881' })).toEqual([product._id]);
    expect(await find({ tractorNumber: '5566677' })).toEqual([product._id]);
    expect(await find({ machine: 'case ih', model: 'PUMA 165', year: '2021' })).toContain(product._id);
    expect(await find({ machine: 'case ih', year: '2020' })).not.toContain(product._id);
  });

  it('moves a product to the temporary table and back', async () => {
    const product = await create({ category: 'lights' });
    const hide = await call('POST', 'updateProductVisability', {
      product: { _id: product._id, visibility: false },
    });
    expect(hide.json().product.visibility).toBe(false);
    const temporary = await call('POST', 'fetchProductsByVisablity', {
      category: 'lights',
      page: 1,
      limit: 100,
    });
    expect(temporary.json().products.map((found: { _id: string }) => found._id)).toContain(product._id);
    const visible = await ctx.app.inject({
      method: 'GET',
      url: `${base}/getData`,
      headers: worker,
      query: { category: 'lights', searchQuery: product.catalogNumber },
    });
    expect(visible.json().total).toBe(0);
    await call('POST', 'updateProductVisability', { product: { _id: product._id, visibility: true } });
    const back = await call('POST', 'fetchProductsByVisablity', { category: 'lights', page: 1, limit: 100 });
    expect(back.json().products.map((found: { _id: string }) => found._id)).not.toContain(product._id);
  });

  it('answers the machine dropdowns of a category', async () => {
    await create({ category: 'parts', manufacturer: 'New Holland', model: 'T7', years: '2015' });
    const options = (await call('POST', 'getOptions', { category: 'parts' })).json();
    expect(options.machines).toContainEqual({ machine: 'New Holland', models: [{ value: 'T7' }] });
    expect(options.years).toContain('2015');
  });
});

describe('catalogue numbers', () => {
  it('counts the next non-original number within the category range, skipping used ones', async () => {
    const first = (await call('POST', 'getLastProductId', { category: 'tools' })).json().newId;
    expect(first).toMatch(/^16\d{5}$/);
    await create({ category: 'tools', isOriginal: false, catalogNumber: first });
    const second = (await call('POST', 'getLastProductId', { category: 'tools' })).json().newId;
    expect(Number(second)).toBe(Number(first) + 1);
    const unknown = await call('POST', 'getLastProductId', { category: 'spaceships' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('creates, renames (products follow) and deletes a category only while it is empty', async () => {
    const suffix = Date.now().toString(36).replace(/\d/g, '');
    const created = await call('POST', 'createProductCategory', {
      categoryName: `צינורות ${suffix}`,
      categoryEnName: `  Hoses   ${suffix} `,
    });
    expect(created.statusCode, created.body).toBe(201);
    const value = created.json().category.value;
    expect(value).toBe(`hoses${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`);
    // The English name stays as typed (spaces tidied), for readers in English, Arabic and Russian.
    expect(created.json().category.enName).toBe(`Hoses ${suffix}`);
    const product = await create({ category: value });
    const renamed = await call('PATCH', 'updateProductCategory', {
      oldCategory: value,
      newCategory: `צינורות הידראוליים ${suffix}`,
      newEnCategory: `Hydraulic ${suffix}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const newValue = renamed.json().category.value;
    expect(renamed.json().category.enName).toBe(`Hydraulic ${suffix}`);
    expect(renamed.json().category.productCount).toBe(1);
    const moved = await call('POST', 'getProductByCatalogNumber', { catalogNumber: product.catalogNumber });
    expect(moved.json().product.category).toBe(newValue);
    const refused = await call('PATCH', 'deleteProductCategory', { category: newValue });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ category: 'validation.categoryInUse' });
    await call('PATCH', 'deleteProducts', { _id: product._id });
    expect((await call('PATCH', 'deleteProductCategory', { category: newValue })).statusCode).toBe(200);
    const list = (await call('GET', 'fetchProductCategories')).json().categories;
    expect(list.map((category: { value: string }) => category.value)).not.toContain(newValue);
  });

  it('keeps the built-in categories and refuses a name that exists', async () => {
    const locked = await call('PATCH', 'deleteProductCategory', { category: 'windows' });
    expect(locked.json().error.fields).toEqual({ category: 'validation.categoryLocked' });
    const taken = await call('POST', 'createProductCategory', {
      categoryName: 'שמשות',
      categoryEnName: 'Glass',
    });
    expect(taken.statusCode).toBe(409);
    const badEnglish = await call('POST', 'createProductCategory', {
      categoryName: 'שם',
      categoryEnName: 'שם',
    });
    expect(badEnglish.json().error.fields).toEqual({ categoryEnName: 'validation.englishNameOnly' });
    // products/temporaryTable is a screen of its own, whatever the spelling.
    const screenPath = await call('POST', 'createProductCategory', {
      categoryName: 'טבלה',
      categoryEnName: 'temporary  TABLE',
    });
    expect(screenPath.statusCode).toBe(400);
    expect(screenPath.json().error.fields).toEqual({ categoryEnName: 'validation.categoryTaken' });
  });

  it('lists the built-in categories first with product counts', async () => {
    const list = (await call('GET', 'fetchProductCategories', undefined, storekeeper)).json().categories;
    // Works are not a product category (ADR 0024).
    const builtIn = list.filter((category: { builtIn: boolean }) => category.builtIn);
    expect(list.slice(0, builtIn.length)).toEqual(builtIn);
    expect(builtIn.map((category: { value: string }) => category.value)).toEqual([
      'windows',
      'mirrors',
      'lights',
      'parts',
      'workClothes',
      'workMaterials',
      'tools',
    ]);
    // The glass category is vehicle glass, not building windows (issue 18); its value stays.
    expect(list[0]).toMatchObject({
      value: 'windows',
      label: 'שמשות',
      enName: 'Windscreens & glass',
      builtIn: true,
    });
  });
});

describe('who may do what', () => {
  it('lets the stock roles read but only staff write; customers neither', async () => {
    expect((await call('POST', 'fetchProductsByVisablity', {}, storekeeper)).statusCode).toBe(200);
    expect((await call('POST', 'createProduct', { product: productInput() }, storekeeper)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'fetchProductCategories', undefined, customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/getData` })).statusCode).toBe(401);
  });
});

describe('the price before VAT follows the VAT setting (ADR 0035)', () => {
  it('re-derives every product at the rate the admin saves, with no product saved again', async () => {
    const admin = (await signedInAs(ctx, 'admin')).headers;
    const product = await create({ price: 1170 });
    expect(product.priceBeforeVat).toBe(991.53);
    const settings = (
      await ctx.app.inject({ method: 'GET', url: '/api/settings/getBusinessDetails', headers: admin })
    ).json();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings/updateBusinessDetails',
      headers: admin,
      payload: { ...settings, vatPercent: 17 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const read = await call('POST', 'getProductByCatalogNumber', { catalogNumber: product.catalogNumber });
      expect(read.json().product).toMatchObject({ price: 1170, priceBeforeVat: 1000 });
    } finally {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/settings/updateBusinessDetails',
        headers: admin,
        payload: { ...settings, vatPercent: 18 },
      });
    }
  });
});
