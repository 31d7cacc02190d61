import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { catalogManufacturers, catalogModels } from '../manufacturer-catalog/manufacturer-catalog.table';
import { registryItems } from '../registry/registry.table';
import { warehouses } from '../warehouses/warehouses.table';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  await ctx.db.insert(registryItems).values([
    {
      category: 'braidTools',
      plate: '8812345',
      chassis: 'JD6120M0001',
      manufacturer: "ג'ון דיר",
      model: '6120M',
      year: '2019',
    },
    {
      category: 'braidTools',
      plate: '8899999',
      chassis: 'ORPHAN0001',
      manufacturer: 'לנדיני',
      model: 'X',
      year: '2001',
    },
  ]);
  await ctx.db.insert(catalogManufacturers).values({ name: 'John Deere', aliases: ["ג'ון דיר", 'JD'] });
});
afterAll(() => ctx.close());

let serial = 0;
async function createProduct(overrides: Record<string, unknown>) {
  serial += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/createProduct',
    headers: worker,
    payload: {
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `CAT-${Date.now()}-${serial}`,
        name: `שמשה ${serial}`,
        price: 500,
        ...overrides,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; catalogNumber: string };
}

const get = (path: string, query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/catalog/${path}`, query });
const idsOf = (answer: { products: { _id: string }[] }) => answer.products.map((product) => product._id);

describe('the product browser', () => {
  let byChassis: { _id: string };
  let byMachine: { _id: string };
  let otherYear: { _id: string };
  let hidden: { _id: string };
  let openEnded: { _id: string };
  beforeAll(async () => {
    byChassis = await createProduct({ vinNumber: 'jd-6120m-0001' });
    byMachine = await createProduct({ manufacturer: 'John Deere', model: '6120M', years: '2018 2019' });
    openEnded = await createProduct({ category: 'mirrors', manufacturer: 'JD' });
    otherYear = await createProduct({ manufacturer: 'John Deere', model: '6120M', years: '2021' });
    hidden = await createProduct({ manufacturer: 'John Deere', model: '6120M', visibility: false });
  });

  it('finds what fits a machine by its chassis number, through the manufacturer aliases', async () => {
    const response = await get('search', { chassisNumber: ' jd6120m0001 ' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.vehicle).toEqual({
      manufacturer: "ג'ון דיר",
      model: '6120M',
      year: '2019',
      foundBy: 'chassisNumber',
      searchValue: 'JD6120M0001',
    });
    expect(answer.searchType).toBe('vehicle');
    const found = idsOf(answer);
    expect(found).toEqual(expect.arrayContaining([byChassis._id, byMachine._id, openEnded._id]));
    expect(found).not.toContain(otherYear._id);
    expect(found).not.toContain(hidden._id);
    const windows = answer.categories.find(
      (category: { category: string }) => category.category === 'windows',
    );
    expect(windows).toMatchObject({ label: 'שמשות', productCount: 2 });
  });

  it('finds the same machine by its vehicle number and narrows by category', async () => {
    const answer = (await get('search', { vehicleNumber: '88-123-45', category: 'mirrors' })).json();
    expect(answer.vehicle.foundBy).toBe('vehicleNumber');
    expect(idsOf(answer)).toEqual([openEnded._id]);
  });

  it('answers no vehicle and only products listing the number when the registry has none', async () => {
    const answer = (await get('search', { chassisNumber: 'UNKNOWN-77' })).json();
    expect(answer.vehicle).toBeNull();
    expect(answer.products).toEqual([]);
    const vehicle = (await get('search-vehicle', { chassisNumber: 'UNKNOWN-77' })).json();
    expect(vehicle).toMatchObject({
      success: false,
      hasProducts: false,
      vehicle: null,
      message: 'vehicleNotFound',
    });
  });

  it('tells a known machine with no products from an unknown one', async () => {
    const answer = (await get('search-vehicle', { vehicleNumber: '8899999' })).json();
    expect(answer).toMatchObject({ success: true, hasProducts: false, message: 'noProducts' });
    expect(answer.vehicle.manufacturer).toBe('לנדיני');
    const found = (await get('search-vehicle', { chassisNumber: 'JD6120M0001' })).json();
    expect(found).toMatchObject({ hasProducts: true, message: 'found' });
  });

  it('needs a chassis or vehicle number for the vehicle search', async () => {
    const response = await get('search-vehicle', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.chassisNumber).toBe('validation.vehicleNumberRequired');
  });

  it('filters by manufacturer, model and year without numbers', async () => {
    const answer = (await get('search', { machine: 'john deere', model: '6120m', year: '2021' })).json();
    expect(answer.searchType).toBe('filters');
    expect(idsOf(answer)).toEqual([otherYear._id]);
  });

  it('cascades the dropdown options', async () => {
    const categories = (await get('options', {})).json().categories;
    expect(categories.map((category: { category: string }) => category.category)).toContain('windows');
    const machines = (await get('options', { category: 'windows' })).json().machines;
    expect(machines).toContain('John Deere');
    const models = (await get('options', { category: 'windows', machine: 'John Deere' })).json().models;
    expect(models).toEqual(['6120M']);
    const years = (
      await get('options', { category: 'windows', machine: 'John Deere', model: '6120M' })
    ).json();
    expect(years.years).toEqual(['2021', '2019', '2018']);
  });

  it('opens a visible product for anyone and hides the rest', async () => {
    const response = await get('product', { id: byMachine._id });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({ _id: byMachine._id, price: 500, docs: [] });
    expect((await get('product', { id: hidden._id })).statusCode).toBe(404);
    expect((await get('product', { id: 'not-an-id' })).statusCode).toBe(400);
  });
});

describe('autocomplete', () => {
  const suggest = (query: Record<string, string>, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/autocomplete/getSuggestions', query, headers });

  it('suggests from three characters and keeps staff modules closed to guests', async () => {
    await createProduct({ manufacturer: 'Massey Ferguson', model: 'MF 5713' });
    const public_ = await suggest({ module: 'catalog', field: 'manufacturer', value: 'mas' });
    expect(public_.json()).toEqual(['Massey Ferguson']);
    expect((await suggest({ module: 'catalog', field: 'manufacturer', value: 'ma' })).json()).toEqual([]);
    expect((await suggest({ module: 'products', field: 'name', value: 'שמשה' })).statusCode).toBe(401);
    const staff = await suggest({ module: 'products', field: 'model', value: 'mf 5' }, worker);
    expect(staff.json()).toEqual(['MF 5713']);
    const plates = await suggest({ module: 'gov', field: 'plate', value: '88-1' }, worker);
    expect(plates.json()).toEqual(['8812345']);
    const bad = await suggest({ module: 'gov', field: 'password', value: 'abc' }, worker);
    expect(bad.statusCode).toBe(400);
  });

  it('asks each module for its own values: visible products for guests, the catalogue, chassis, living warehouses', async () => {
    await createProduct({ manufacturer: 'Zetor', model: 'Proxima 110' });
    await createProduct({ manufacturer: 'Zetorhidden', visibility: false });
    const [deere] = await ctx.db
      .select({ id: catalogManufacturers.id })
      .from(catalogManufacturers)
      .where(sql`${catalogManufacturers.name} = 'John Deere'`);
    await ctx.db.insert(catalogModels).values({ manufacturerId: deere?.id ?? '', name: '6120M Premium' });
    await ctx.db.insert(warehouses).values([
      { number: '71', name: 'Southern depot', owner: 'Dana Levi' },
      { number: '72', name: 'Southern old depot', owner: 'Dan Old', deletedAt: new Date() },
    ]);
    const values = async (query: Record<string, string>, headers?: Record<string, string>) => {
      const response = await suggest(query, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await values({ module: 'catalog', field: 'manufacturer', value: 'zet' })).toEqual(['Zetor']);
    expect(await values({ module: 'products', field: 'manufacturer', value: 'zet' }, worker)).toEqual([
      'Zetor',
      'Zetorhidden',
    ]);
    expect(await values({ module: 'gov', field: 'manufacturer', value: 'joh' }, worker)).toEqual([
      'John Deere',
    ]);
    expect(await values({ module: 'gov', field: 'model', value: '6120' }, worker)).toEqual(['6120M Premium']);
    expect(await values({ module: 'gov', field: 'chassis', value: 'jd61' }, worker)).toEqual(['JD6120M0001']);
    expect(await values({ module: 'warehouses', field: 'name', value: 'sou' }, worker)).toEqual([
      'Southern depot',
    ]);
    expect(await values({ module: 'warehouses', field: 'owner', value: 'dan' }, worker)).toEqual([
      'Dana Levi',
    ]);
  });
});
