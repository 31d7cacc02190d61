import { catalogDetailListLimit } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { products } from '../products/products.table';
import { registryItems } from '../registry/registry.table';
import { rebuildManufacturerCatalog } from './rebuild-manufacturer-catalog';

let ctx: TestContext;
let worker: Record<string, string>;
let admin: Record<string, string>;
let agent: Record<string, string>;
let storekeeper: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  admin = (await signedInAs(ctx, 'admin')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  storekeeper = (await signedInAs(ctx, 'storekeeper')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, headers = worker) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const create = (body: object, headers = worker) => call('POST', '/catalog/createItem', body, headers);
const details = (query: Record<string, string>) =>
  call('GET', `/catalog/details?${new URLSearchParams(query)}`);
const saveAliases = (aliases: Record<string, string[]>) => call('POST', '/catalog/save-aliases', { aliases });

async function createOk(body: object) {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let plateCounter = 1000;
async function addRegistryRows(
  rows: { manufacturer: string; model: string; year?: string; chassis?: string; plate?: string }[],
) {
  await ctx.db.insert(registryItems).values(
    rows.map((row) => {
      plateCounter += 1;
      return {
        category: 'vehicleTools' as const,
        plate: row.plate ?? String(plateCounter),
        chassis: row.chassis ?? `CH${plateCounter}`,
        manufacturer: row.manufacturer,
        model: row.model,
        year: row.year ?? '2020',
      };
    }),
  );
}

let catalogCounter = 0;
async function addProduct(values: { manufacturer: string; model: string; deleted?: boolean }) {
  catalogCounter += 1;
  const catalogNumber = `MC-${String(catalogCounter).padStart(3, '0')}`;
  await ctx.db.insert(products).values({
    category: 'windows',
    catalogNumber,
    name: `שמשה ${catalogCounter}`,
    manufacturer: values.manufacturer,
    model: values.model,
    deletedAt: values.deleted ? new Date() : null,
  });
  return catalogNumber;
}

describe('manufacturer catalogue', () => {
  it('creates a manufacturer, a model and a sub-model, and refuses each duplicate per field with 409', async () => {
    const made = await createOk({ machine: 'Fendt' });
    expect(made.data).toMatchObject({ name: 'Fendt', aliases: [], modelCount: 0 });
    expect(made.dataOption).toEqual({ label: 'Fendt', value: 'Fendt' });

    const duplicate = await create({ machine: ' fendt ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ machine: 'validation.manufacturerTaken' });

    expect((await createOk({ machine: 'Fendt', model: 'Vario 700' })).data.modelCount).toBe(1);
    const twin = await create({ machine: 'FENDT', model: 'vario 700' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual({ model: 'validation.modelTaken' });

    await createOk({ machine: 'Fendt', model: 'Vario 700', subModel: '724' });
    const subTwin = await create({ machine: 'Fendt', model: 'Vario 700', subModel: '724' });
    expect(subTwin.statusCode).toBe(409);
    expect(subTwin.json().error.fields).toEqual({ subModel: 'validation.modelTaken' });
    // A sub-model may share a name with a model: they live on different levels.
    expect((await createOk({ machine: 'Fendt', model: '724' })).data.modelCount).toBe(2);
  });

  it('answers 404 for a missing manufacturer or model and 400 for bad input', async () => {
    expect((await create({ machine: 'Nobody', model: 'X' })).statusCode).toBe(404);
    await createOk({ machine: 'Deutz' });
    expect((await create({ machine: 'Deutz', model: 'Missing', subModel: 'Y' })).statusCode).toBe(404);

    const noModel = await create({ machine: 'Deutz', subModel: 'Y' });
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json().error.fields).toEqual({ model: 'validation.required' });
    const empty = await create({ machine: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.machine).toBe('validation.required');
    expect((await create({ machine: 'x'.repeat(101) })).json().error.fields.machine).toBe(
      'validation.tooLong',
    );
    expect((await create({})).statusCode).toBe(400);
  });

  it('pages manufacturers by name and finds them by part of the name or an alias', async () => {
    for (const name of ['Zetor', 'Antonio Carraro', 'Lamborghini']) await createOk({ machine: name });
    await createOk({ machine: 'Zetor', model: 'Proxima' });
    expect((await saveAliases({ Lamborghini: ['למבורגיני'] })).statusCode).toBe(200);

    const first = (await call('POST', '/catalog/getData', { page: 1, limit: 2 })).json();
    expect(first.data.map((row: { name: string }) => row.name)).toEqual(['Antonio Carraro', 'Deutz']);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));

    const byName = (await call('POST', '/catalog/getData', { page: 1, limit: 10, machine: 'zeT' })).json();
    expect(byName.data).toEqual([expect.objectContaining({ name: 'Zetor', modelCount: 1 })]);
    expect(byName.total).toBe(1);
    const byAlias = (await call('POST', '/catalog/getData', { page: 1, limit: 10, machine: 'למבור' })).json();
    expect(byAlias.data).toEqual([expect.objectContaining({ name: 'Lamborghini', aliases: ['למבורגיני'] })]);
    const nothing = (await call('POST', '/catalog/getData', { page: 1, limit: 10, machine: '%' })).json();
    expect(nothing.total).toBe(0);

    const options = (await call('GET', '/catalog/getDataOptions')).json();
    expect(options.options).toContainEqual({ label: 'Zetor', value: 'Zetor' });

    const bad = await call('POST', '/catalog/getData', { page: 0, limit: 500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      page: 'validation.invalidValue',
      limit: 'validation.invalidValue',
    });
  });

  it('replaces aliases, drops blanks and repeats, and refuses unknown names and aliases of another', async () => {
    await createOk({ machine: 'Claas' });
    await createOk({ machine: 'Valtra' });
    const saved = await saveAliases({ claas: ['קלאס', ' ', 'KLAAS', 'klaas', 'Claas'] });
    expect(saved.json()).toEqual({ success: true, message: 'Aliases saved' });
    const listed = (await call('POST', '/catalog/getData', { page: 1, limit: 10, machine: 'Claas' })).json();
    expect(listed.data[0].aliases).toEqual(['קלאס', 'KLAAS']);
    await saveAliases({ Claas: ['קלאס'] });
    expect(
      (await call('POST', '/catalog/getData', { page: 1, machine: 'Claas' })).json().data[0].aliases,
    ).toEqual(['קלאס']);

    const unknown = await saveAliases({ Nobody: ['x'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'aliases.Nobody': 'validation.invalidValue' });

    const taken = await saveAliases({ Valtra: ['claas'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ 'aliases.Valtra': 'validation.manufacturerTaken' });
    const takenAlias = await saveAliases({ Valtra: ['קלאס'] });
    expect(takenAlias.statusCode).toBe(409);
    // Moving an alias from one manufacturer to another in the same save is allowed.
    expect((await saveAliases({ Claas: [], Valtra: ['קלאס'] })).statusCode).toBe(200);
    expect((await call('POST', '/catalog/save-aliases', { aliases: { Claas: 'x' } })).statusCode).toBe(400);
  });

  it('details: registry numbers under the name and every alias, the model level and a sub-model using its model', async () => {
    await createOk({ machine: 'John Deere' });
    await createOk({ machine: 'John Deere', model: '6R' });
    await createOk({ machine: 'John Deere', model: '5E' });
    await createOk({ machine: 'John Deere', model: '6R', subModel: '6R 150' });
    await saveAliases({ 'John Deere': ['ג׳ון דיר'] });
    await addRegistryRows([
      { manufacturer: 'JOHN DEERE', model: '6R', year: '2019', plate: '5551001', chassis: 'JD6R1' },
      { manufacturer: 'ג׳ון דיר', model: '6R', year: '2021', plate: '5551002', chassis: 'JD6R2' },
      { manufacturer: 'John Deere', model: '5E', year: '2019', plate: '5551003', chassis: '' },
      { manufacturer: 'KUBOTA', model: '6R', year: '2000', plate: '5551004', chassis: 'KB1' },
    ]);
    const fitting = await addProduct({ manufacturer: 'john deere', model: '6r' });
    const byAlias = await addProduct({ manufacturer: 'ג׳ון דיר', model: '' });
    const forSubModel = await addProduct({ manufacturer: 'John Deere', model: '6R 150' });
    await addProduct({ manufacturer: 'John Deere', model: '6R', deleted: true });

    const top = await details({ machine: 'john deere' });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json()).toMatchObject({
      name: 'John Deere',
      models: [
        { name: '5E', subModelCount: 0 },
        { name: '6R', subModelCount: 1 },
      ],
      vehicleNumbers: ['5551001', '5551002', '5551003'],
      vehicleNumberCount: 3,
      chassisNumbers: ['JD6R1', 'JD6R2'],
      chassisNumberCount: 2,
      years: ['2019', '2021'],
    });
    expect(
      top
        .json()
        .products.map((p: { catalogNumber: string }) => p.catalogNumber)
        .sort(),
    ).toEqual([fitting, byAlias, forSubModel].sort());

    const model = (await details({ machine: 'ג׳ון דיר', model: '6r' })).json();
    expect(model).toMatchObject({
      name: '6R',
      models: [{ name: '6R 150', subModelCount: 0 }],
      vehicleNumbers: ['5551001', '5551002'],
      years: ['2019', '2021'],
      products: [{ catalogNumber: fitting, category: 'windows' }],
    });

    const subModel = (await details({ machine: 'John Deere', model: '6R', subModel: '6R 150' })).json();
    expect(subModel).toMatchObject({ name: '6R 150', models: [], vehicleNumberCount: 2 });
    expect(subModel.products.map((p: { catalogNumber: string }) => p.catalogNumber).sort()).toEqual(
      [fitting, forSubModel].sort(),
    );

    expect((await details({ machine: 'Nobody' })).statusCode).toBe(404);
    expect((await details({ machine: 'John Deere', model: 'Nothing' })).statusCode).toBe(404);
    expect((await details({ machine: 'John Deere', subModel: '6R 150' })).statusCode).toBe(400);
    expect((await details({ machine: '' })).statusCode).toBe(400);
  });

  it('details lists the first numbers and counts them all', async () => {
    await createOk({ machine: 'Massey Ferguson' });
    await addRegistryRows(
      Array.from({ length: catalogDetailListLimit + 5 }, () => ({
        manufacturer: 'MASSEY FERGUSON',
        model: '5700',
      })),
    );
    const answer = (await details({ machine: 'Massey Ferguson' })).json();
    expect(answer.vehicleNumbers).toHaveLength(catalogDetailListLimit);
    expect(answer.vehicleNumberCount).toBe(catalogDetailListLimit + 5);
    expect(answer.chassisNumberCount).toBe(catalogDetailListLimit + 5);
    expect(answer.years).toEqual(['2020']);
  });

  it('rebuild adds the missing manufacturers and models, treats aliases as their manufacturer, and is idempotent', async () => {
    await createOk({ machine: 'New Holland' });
    await saveAliases({ 'New Holland': ['ניו הולנד'] });
    await addRegistryRows([
      { manufacturer: 'ניו הולנד', model: 't7' },
      { manufacturer: 'NEW HOLLAND', model: 'T7' },
      { manufacturer: 'Same', model: 'Explorer' },
      { manufacturer: 'same', model: '' },
    ]);
    await addProduct({ manufacturer: 'Landini', model: 'Rex' });
    await addProduct({ manufacturer: 'Hidden Maker', model: 'X', deleted: true });
    const before = (await call('GET', '/settings/fetchTotalNumberModels')).json().totalModels;

    const first = await call('POST', '/catalog/rebuild');
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json();
    const names = (await call('GET', '/catalog/getDataOptions'))
      .json()
      .options.map((o: { value: string }) => o.value);
    expect(names).toEqual(expect.arrayContaining(['Landini', 'New Holland', 'John Deere', 'KUBOTA']));
    expect(names.filter((name: string) => name.toLowerCase() === 'same')).toHaveLength(1);
    expect(names).not.toContain('ניו הולנד');
    expect(names).not.toContain('NEW HOLLAND');
    expect(names).not.toContain('Hidden Maker');
    const newHolland = (await details({ machine: 'New Holland' })).json();
    expect(newHolland.models).toEqual([{ name: 'T7', subModelCount: 0 }]);
    expect(newHolland.vehicleNumberCount).toBe(2);
    expect(report.models).toBe(before + report.modelsAdded);
    expect((await call('GET', '/settings/fetchTotalNumberModels')).json()).toEqual({
      totalModels: report.models,
    });

    const second = (await call('POST', '/catalog/rebuild', undefined, admin)).json();
    expect(second).toEqual({ ...report, manufacturersAdded: 0, modelsAdded: 0 });
    expect(await rebuildManufacturerCatalog(ctx.db)).toEqual(second);
  });

  it('lets only staff use the catalogue manager', async () => {
    for (const headers of [agent, storekeeper]) {
      expect((await call('POST', '/catalog/getData', { page: 1 }, headers)).statusCode).toBe(403);
      expect((await call('GET', '/catalog/details?machine=Fendt', undefined, headers)).statusCode).toBe(403);
      expect((await create({ machine: 'Forbidden' }, headers)).statusCode).toBe(403);
      expect((await call('POST', '/catalog/rebuild', undefined, headers)).statusCode).toBe(403);
    }
    expect((await create({ machine: 'Admin Made' }, admin)).statusCode).toBe(200);
    expect((await call('GET', '/settings/fetchTotalNumberModels', undefined, admin)).statusCode).toBe(200);
  });
});
