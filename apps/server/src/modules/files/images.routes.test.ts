import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { post, serviceCallInput } from '../../../test/insurance';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { CatalogService } from '../catalog/catalog.service';
import type { NewsService } from '../news/news.service';
import { serviceSources } from '../storefront/storefront-html';

let ctx: TestContext;
let worker: Record<string, string>;
let dataDir: string;
/** A camera-like JPEG, 1600 × 1200 with detail everywhere, as phones send them. */
let photo: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-images-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  worker = (await signedInAs(ctx, 'worker')).headers;
  photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Copyright: 'camera owner', Make: 'PhoneCam' } } })
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(headers: Record<string, string>, content: Buffer, name = 'glass.jpg') {
  const body = multipart({ purpose: 'photo' }, { name, content });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
}

let serial = 0;
async function productWith(imageIds: string[], visibility = true) {
  serial += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/createProduct',
    headers: worker,
    payload: {
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `IMG-${Date.now()}-${serial}`,
        name: `שמשה ${serial}`,
        price: 500,
        visibility,
        imageIds,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('public images: resized, cacheable addresses for public pictures', () => {
  it('serves a shown product’s photo resized as WebP and AVIF, smaller, upright, without metadata, cached for a year', async () => {
    const fileId = await upload(worker, photo);
    const product = await productWith([fileId]);

    // The catalogue hands visitors the picture's public address parts: its id and size.
    const card = (await get(`/api/catalog/product?id=${product._id}`)).json().product;
    expect(card.images).toEqual([{ id: fileId, width: 1600, height: 1200 }]);

    const webp = await get(`/api/images/${fileId}/640.webp`);
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(webp.headers['content-length'])).toBe(webp.rawPayload.length);
    const meta = await sharp(webp.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(webp.rawPayload.length).toBeLessThan(photo.length / 4);

    const avif = await get(`/api/images/${fileId}/320.avif`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      format: 'heif',
      width: 320,
      height: 240,
    });
    console.info(
      `product photo: original JPEG ${photo.length} bytes (1600×1200); 640.webp ${webp.rawPayload.length} bytes; 320.avif ${avif.rawPayload.length} bytes`,
    );
  });

  it('makes each variant once and serves the stored copy after', async () => {
    const fileId = await upload(worker, photo);
    await productWith([fileId]);
    const first = await get(`/api/images/${fileId}/160.webp`);
    expect(first.statusCode).toBe(200);
    const stored = path.join(dataDir, 'files', 'variants', fileId, '160.webp');
    expect(readFileSync(stored).equals(first.rawPayload)).toBe(true);
    // Whatever the store holds is what the second request gets: it was not made again.
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    writeFileSync(stored, marker);
    const second = await get(`/api/images/${fileId}/160.webp`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('never enlarges: a narrow picture is served at its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const fileId = await upload(worker, small, 'small.png');
    await productWith([fileId]);
    const answer = await get(`/api/images/${fileId}/1280.webp`);
    expect(answer.statusCode).toBe(200);
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('answers 400 for a width or format not on the list, and for a malformed id, never 500', async () => {
    const fileId = await upload(worker, photo);
    await productWith([fileId]);
    for (const variant of [
      '500.webp',
      '640.png',
      '640',
      '0640.webp',
      '640.webp.exe',
      '99999999999999.avif',
    ]) {
      const answer = await get(`/api/images/${fileId}/${variant}`);
      expect(answer.statusCode, variant).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['not-a-uuid', '..%2F..%2Fetc', "1' or 1=1"]) {
      expect((await get(`/api/images/${id}/640.webp`)).statusCode, id).toBe(400);
    }
  });

  it('answers 404 for anything not a public picture: a service call’s photo, a hidden product’s, an unadopted upload, no file', async () => {
    const customer = (await signedInAs(ctx, 'customer')).headers;
    const callPhoto = await upload(customer, photo, 'front.jpg');
    const call = await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      {
        serviceCall: serviceCallInput(null, {
          paidService: true,
          files: { images: { front: { _id: callPhoto } } },
        }),
      },
      customer,
    );
    expect(call.statusCode, call.body).toBe(201);
    const hiddenPhoto = await upload(worker, photo);
    await productWith([hiddenPhoto], false);
    const loose = await upload(worker, photo);
    for (const id of [callPhoto, hiddenPhoto, loose, '00000000-0000-4000-8000-000000000000']) {
      const answer = await get(`/api/images/${id}/640.webp`);
      expect(answer.statusCode, id).toBe(404);
      expect(String(answer.headers['cache-control'] ?? '')).not.toContain('public');
    }
  });

  it('serves a published article’s picture, not an unpublished one’s, and the public news carries its size', async () => {
    const article = async (slug: string, published: boolean, imageId: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/news-articles/createArticle',
        headers: worker,
        payload: {
          title: slug,
          body: 'text',
          slug,
          language: 'he',
          publishAt: '2020-01-01',
          published,
          imageId,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const shown = await upload(worker, photo);
    const draft = await upload(worker, photo);
    await article('image-shown', true, shown);
    await article('image-draft', false, draft);
    expect((await get(`/api/images/${shown}/960.avif`)).statusCode).toBe(200);
    expect((await get(`/api/images/${draft}/960.avif`)).statusCode).toBe(404);
    const read = (await get('/api/news/image-shown')).json();
    expect(read.image).toEqual({ id: shown, width: 1600, height: 1200 });
  });
});

describe('shared pictures: link previews and structured data', () => {
  it('name the public address, which keeps working, not the signed link, which stops after an hour', async () => {
    const picture = { id: '0f6f0b2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f', width: 1600, height: 1200 };
    const signed = '/api/files/x/a.jpg?expires=1&signature=s';
    const product = { _id: 'p', name: 'n', catalogNumber: 'c', category: 'windows', price: 1, inStock: true };
    const catalog = {
      product: async () => ({ product: { ...product, imageUrl: [{ url: signed }], images: [picture] } }),
      categories: async () => [],
    } as unknown as Pick<CatalogService, 'product' | 'categories'>;
    const article = { slug: 'a', title: 't', summary: '', body: '', language: 'he', publishAt: '2020-01-01' };
    const news = {
      publicArticle: async (slug: string) =>
        slug === 'with'
          ? { ...article, imageUrl: signed, image: picture }
          : { ...article, imageUrl: signed, image: null },
    } as unknown as Pick<NewsService, 'publicArticle'>;
    const sources = serviceSources(catalog, news);
    expect((await sources.product('p'))?.imageUrl).toBe(`/api/images/${picture.id}/1280.webp`);
    expect((await sources.article('with'))?.imageUrl).toBe(`/api/images/${picture.id}/1280.webp`);
    // A file that is no readable picture has no public address: the signed link is all there is.
    expect((await sources.article('without'))?.imageUrl).toBe(signed);
  });
});
