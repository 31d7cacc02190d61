import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../app/i18n';
import { done, failed, routeCard } from '../test/fixtures';
import { RouteMap } from './route-map';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = [
  routeCard(401, {
    generalStatus: done,
    shippingAddress: {
      city: 'חיפה',
      neighborhood: '',
      buildingNumber: '',
      shippingDate: '05/01/2026',
      hour: '',
    },
  }),
  routeCard(402, {
    location: { lat: 32.0853, lng: 34.7818, precision: 'street' },
    generalStatus: failed,
    shippingAddress: {
      city: 'תל אביב',
      neighborhood: '',
      buildingNumber: '',
      shippingDate: '05/01/2026',
      hour: '',
    },
  }),
  routeCard(403, { location: null }),
  routeCard(404, {
    location: { lat: 31.7683, lng: 35.2137, precision: 'locality' },
    shippingAddress: {
      city: 'ירושלים',
      neighborhood: '',
      buildingNumber: '',
      shippingDate: '05/01/2026',
      hour: '',
    },
  }),
];

describe('route map: offline first', () => {
  it('draws numbered stops in route order with their localities, on a plain background without tiles', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<RouteMap cards={cards} settings={{ tileUrl: null, attribution: '' }} />);
    const map = screen.getByTestId('route-map');
    const markers = [...map.querySelectorAll('.route-stop')];
    // The card with no place has no marker; the numbers keep the route's order.
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '4']);
    // Done green, failed red, any other status grey.
    expect(markers.map((marker) => (marker.firstElementChild as HTMLElement).style.backgroundColor)).toEqual([
      'rgb(46, 125, 50)',
      'rgb(211, 47, 47)',
      'rgb(97, 97, 97)',
    ]);
    await waitFor(() =>
      expect([...map.querySelectorAll('.route-stop-locality')].map((label) => label.textContent)).toEqual([
        'חיפה',
        'תל אביב',
        'ירושלים',
      ]),
    );
    expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
    expect(map.querySelectorAll('img')).toHaveLength(0);
    expect(map.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(map.dataset.tiles).toBe('off');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells which card a stop is when it is clicked or chosen by keyboard', async () => {
    const onSelect = vi.fn();
    render(<RouteMap cards={cards} settings={{ tileUrl: null, attribution: '' }} onSelect={onSelect} />);
    const stops = [...screen.getByTestId('route-map').querySelectorAll<HTMLElement>('.route-stop')];
    expect(stops[1]?.getAttribute('tabindex')).toBe('0');
    expect(stops[1]?.getAttribute('title')).toBe('עצירה 2: כרטיס 402, תל אביב');
    stops[1]?.click();
    expect(onSelect).toHaveBeenCalledWith(402);
  });

  it('lays tiles from the configured server when there is one', () => {
    render(
      <RouteMap
        cards={cards}
        settings={{ tileUrl: 'http://tiles.local/{z}/{x}/{y}.png', attribution: '© local tiles' }}
      />,
    );
    const map = screen.getByTestId('route-map');
    expect(map.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(map.dataset.tiles).toBe('on');
    expect(map.textContent).toContain('© local tiles');
  });

  it('drops the tiles and says so when they fail, keeping the stops on the plain background', async () => {
    // A map with a size, so Leaflet lays tiles (jsdom lays nothing out).
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      render(
        <RouteMap
          cards={cards}
          settings={{ tileUrl: 'http://tiles.local/{z}/{x}/{y}.png', attribution: '' }}
        />,
      );
      const map = screen.getByTestId('route-map');
      const tile = map.querySelector('img.leaflet-tile');
      expect(tile?.getAttribute('src')).toMatch(/^http:\/\/tiles\.local\/\d+\/\d+\/\d+\.png$/);
      tile?.dispatchEvent(new Event('error'));
      expect(await screen.findByTestId('route-map-tiles-failed')).toBeTruthy();
      expect(map.querySelectorAll('img')).toHaveLength(0);
      expect(map.dataset.tiles).toBe('off');
      expect(map.querySelectorAll('.route-stop')).toHaveLength(3);
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });
});
