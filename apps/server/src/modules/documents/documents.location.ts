import type { BusinessDocument, CardLocation } from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import type { Geocoder } from '../geocoding/geocoder';
import { documentsRepository as repository } from './documents.repository';
import type { DocumentRow } from './documents.table';

type ShippingAddress = Pick<BusinessDocument['shippingAddress'], 'city' | 'neighborhood' | 'buildingNumber'>;

/** A card's place as stored, and the address it must match. */
type LocatedRow = Pick<DocumentRow, 'id' | 'lat' | 'lng' | 'locationPrecision' | 'locatedAddress'> & {
  shippingAddress: ShippingAddress;
};

/** What a card's place is resolved from: its city, street and building, as one comparable text. */
export function addressKey(address: ShippingAddress): string {
  return [address.city, address.neighborhood, address.buildingNumber].map((part) => part.trim()).join('|');
}

/** The stored place of a row, as the answer carries it. */
export function locationOf(row: Pick<DocumentRow, 'lat' | 'lng' | 'locationPrecision'>): CardLocation | null {
  if (row.lat === null || row.lng === null) return null;
  if (row.locationPrecision !== 'locality' && row.locationPrecision !== 'street') return null;
  return { lat: row.lat, lng: row.lng, precision: row.locationPrecision };
}

/**
 * Resolves work cards' shipping addresses to coordinates and keeps them on the card with the
 * address they were resolved from (issue 16), so a card is located once and again only when its
 * address changes. It runs outside the save's transaction: a real geocoder is a network call and
 * must never hold the document counter's lock. An address the geocoder does not know is stored as
 * 'unknown' and not asked again until it changes; a geocoder failure stores nothing, so the next
 * read tries again.
 */
export function createDocumentLocator(db: Executor, geocoder: Geocoder) {
  async function resolve(id: string, address: ShippingAddress): Promise<CardLocation | null> {
    const key = addressKey(address);
    let found: Awaited<ReturnType<Geocoder['locate']>>;
    try {
      found = address.city.trim()
        ? await geocoder.locate({
            city: address.city,
            street: address.neighborhood,
            buildingNumber: address.buildingNumber,
          })
        : null;
    } catch {
      return null;
    }
    await repository.setLocation(db, id, {
      lat: found?.lat ?? null,
      lng: found?.lng ?? null,
      locationPrecision: found ? found.precision : 'unknown',
      locatedAddress: key,
    });
    return found ? { lat: found.lat, lng: found.lng, precision: found.precision } : null;
  }

  return {
    /** A saved work card with its place: located now when its address is new since last located. */
    async located(doc: BusinessDocument): Promise<BusinessDocument> {
      if (doc.category !== 'workCard') return doc;
      if ((await repository.locatedAddressOf(db, doc._id)) === addressKey(doc.shippingAddress)) return doc;
      return { ...doc, location: await resolve(doc._id, doc.shippingAddress) };
    },

    /** Cards read for a route: those never located, or located at an older address, are located now. */
    async locatedRows<Row extends LocatedRow>(rows: Row[]): Promise<Row[]> {
      return Promise.all(
        rows.map(async (row) => {
          if (row.locatedAddress === addressKey(row.shippingAddress)) return row;
          const location = await resolve(row.id, row.shippingAddress);
          return {
            ...row,
            lat: location?.lat ?? null,
            lng: location?.lng ?? null,
            locationPrecision: location?.precision ?? 'unknown',
            locatedAddress: addressKey(row.shippingAddress),
          };
        }),
      );
    },
  };
}
export type DocumentLocator = ReturnType<typeof createDocumentLocator>;
