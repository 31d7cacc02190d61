import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from './gazetteer';
import { createGeocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim';

type Reply = { status: number; body: string; delayMs?: number };

let server: Server;
let baseUrl: string;
let reply: Reply;
let requests: URL[];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? '/', 'http://fake'));
    const send = () => {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  reply = { status: 200, body: '[]' };
});

const haifa = { lat: 32.80357, lng: 35.00874, precision: 'locality' };

describe('NominatimGeocoder', () => {
  it('asks the service for the street and number and answers with street precision', async () => {
    reply = { status: 200, body: JSON.stringify([{ lat: '32.8191', lon: '34.9983', display_name: 'x' }]) };
    const geocoder = new NominatimGeocoder(baseUrl, new GazetteerGeocoder());
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל', buildingNumber: '12' })).toEqual({
      lat: 32.8191,
      lng: 34.9983,
      precision: 'street',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/search');
    expect(requests[0]?.searchParams.get('street')).toBe('הנמל 12');
    expect(requests[0]?.searchParams.get('city')).toBe('חיפה');
    expect(requests[0]?.searchParams.get('format')).toBe('jsonv2');
  });

  it('falls back to the gazetteer when the service finds nothing', async () => {
    const geocoder = new NominatimGeocoder(baseUrl, new GazetteerGeocoder());
    expect(await geocoder.locate({ city: 'חיפה', street: 'אין כזה' })).toMatchObject(haifa);
    expect(requests).toHaveLength(1);
  });

  it('falls back when the service fails, answers garbage or is too slow', async () => {
    const geocoder = new NominatimGeocoder(baseUrl, new GazetteerGeocoder(), { timeoutMs: 200 });
    reply = { status: 503, body: 'down' };
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject(haifa);
    reply = { status: 200, body: 'not json' };
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject(haifa);
    reply = { status: 200, body: JSON.stringify([{ lat: 'x', lon: 'y' }]) };
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject(haifa);
    reply = { status: 200, body: JSON.stringify([{ lat: '1', lon: '2' }]), delayMs: 1000 };
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject(haifa);
    expect(requests).toHaveLength(4);
  });

  it('falls back when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const geocoder = new NominatimGeocoder(url, new GazetteerGeocoder());
    expect(await geocoder.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject(haifa);
  });

  it('does not send a city alone, and answers null for an unknown city with nothing found', async () => {
    const geocoder = new NominatimGeocoder(baseUrl, new GazetteerGeocoder());
    expect(await geocoder.locate({ city: 'חיפה' })).toMatchObject(haifa);
    expect(requests).toHaveLength(0);
    expect(await geocoder.locate({ city: 'Atlantis', street: 'Main' })).toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('createGeocoder', () => {
  it('uses only the offline gazetteer unless GEOCODER_URL is set', async () => {
    const offline = createGeocoder({ geocoder: { url: undefined } });
    expect(offline).toBeInstanceOf(GazetteerGeocoder);
    expect(await offline.locate({ city: 'חיפה', street: 'הנמל', buildingNumber: '1' })).toMatchObject(haifa);
    expect(requests).toHaveLength(0);
  });

  it('uses the configured service, with street precision', async () => {
    reply = { status: 200, body: JSON.stringify([{ lat: '32.8191', lon: '34.9983' }]) };
    const online = createGeocoder({ geocoder: { url: `${baseUrl}/` } });
    expect(online).toBeInstanceOf(NominatimGeocoder);
    expect(await online.locate({ city: 'חיפה', street: 'הנמל' })).toMatchObject({ precision: 'street' });
    expect(requests[0]?.pathname).toBe('/search');
  });
});
