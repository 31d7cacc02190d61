import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { greatCircleKm } from '@tg/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OsrmRoadDistances } from './road-distances';

let server: Server;
let baseUrl: string;
let reply: { status: number; body: string };
let paths: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    paths.push(request.url ?? '');
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  paths = [];
  reply = { status: 200, body: '{}' };
});

const haifa = { lat: 32.79, lng: 34.99 };
const afula = { lat: 32.61, lng: 35.29 };
const eilat = { lat: 29.55, lng: 34.95 };

describe('road distances from an OSRM-compatible service', () => {
  it('asks for the whole table once, lng before lat, and answers kilometres by road', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        code: 'Ok',
        distances: [
          [0, 41_500, 350_000],
          [41_800, 0, null],
          [350_100, 320_000, 0],
        ],
      }),
    };
    const distance = await new OsrmRoadDistances(baseUrl, greatCircleKm).table([haifa, afula, eilat, haifa]);
    expect(paths).toEqual(['/table/v1/driving/34.99,32.79;35.29,32.61;34.95,29.55?annotations=distance']);
    expect(distance?.(haifa, afula)).toBe(41.5);
    expect(distance?.(afula, haifa)).toBe(41.8);
    // A pair the service could not route is measured as the crow flies.
    expect(distance?.(afula, eilat)).toBeCloseTo(greatCircleKm(afula, eilat), 6);
  });

  it('answers no table when the service fails or says no, so planning falls back to straight lines', async () => {
    const roads = new OsrmRoadDistances(baseUrl, greatCircleKm);
    reply = { status: 500, body: 'down' };
    expect(await roads.table([haifa, afula])).toBeNull();
    reply = { status: 200, body: JSON.stringify({ code: 'NoTable' }) };
    expect(await roads.table([haifa, afula])).toBeNull();
    expect(
      await new OsrmRoadDistances('http://127.0.0.1:9/', greatCircleKm, 500).table([haifa, afula]),
    ).toBeNull();
    expect(await roads.table([haifa])).toBeNull();
  });
});
