import { describe, expect, it } from 'vitest';
import { directionsUrl } from './task-display';

const address = {
  city: 'חיפה',
  neighborhood: 'הרצל',
  buildingNumber: '12',
  floorNumber: '',
  apartmentNumber: '',
  postalCode: '',
  locationNotes: '',
  shippingDate: '',
  hour: '',
};

describe('directions to a card', () => {
  it("goes to the card's coordinates when they are known", () => {
    expect(
      directionsUrl({
        shippingAddress: address,
        location: { lat: 32.794, lng: 34.9896, precision: 'street' },
      }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=32.794,34.9896');
  });

  it('goes to the address as text without coordinates, and nowhere without an address', () => {
    const url = directionsUrl({ shippingAddress: address, location: null });
    expect(url).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('הרצל 12, חיפה')}`,
    );
    expect(new URL(url ?? '').searchParams.get('destination')).toBe('הרצל 12, חיפה');
    expect(
      directionsUrl({ shippingAddress: { ...address, city: '', neighborhood: '', buildingNumber: '' } }),
    ).toBeNull();
  });
});
