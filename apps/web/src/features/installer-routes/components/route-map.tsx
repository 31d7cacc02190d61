import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import { defaultMapCentre, defaultMapZoom, type MapSettings, type RouteCard } from '@tg/domain';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markerColour, stepOf } from '../route-display';

export interface RouteMapProps {
  /** The day's cards in route order; those without a place are left off the map. */
  cards: readonly RouteCard[];
  settings: MapSettings;
  /** A stop clicked (or Enter on a focused stop): the card's number. */
  onSelect?: (docId: number) => void;
}

/** A stop's marker: its number in a circle of its status colour (no image files). */
function stopIcon(number: number, status: string): L.DivIcon {
  return L.divIcon({
    className: 'route-stop',
    html: `<span data-step="${stepOf(status)}" style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background-color:${markerColour(status)};color:#fff;font-weight:600;font-size:13px;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.45)">${number}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    tooltipAnchor: [0, 14],
  });
}

/** The locality under a stop; built as text so a city's name is never read as markup. */
function localityLabel(city: string): HTMLElement {
  const label = document.createElement('span');
  label.dir = 'auto';
  label.textContent = city;
  return label;
}

/**
 * The route on a map (Leaflet, loaded with this module only): numbered stops in their status
 * colours, the path in route order and each stop's locality. Tiles only when the install names a
 * tile server; otherwise, or when tiles fail, a plain background and no request leaves the machine.
 */
export function RouteMap({ cards, settings, onSelect }: RouteMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The latest handler, without drawing the map again when it changes.
  const select = useRef(onSelect);
  select.current = onSelect;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: [defaultMapCentre.lat, defaultMapCentre.lng],
      zoom: defaultMapZoom,
      attributionControl: Boolean(settings.tileUrl),
    });
    let tiles: L.TileLayer | null = null;
    if (settings.tileUrl) {
      tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 });
      tiles.on('tileerror', () => {
        if (!tiles) return;
        map.removeLayer(tiles);
        tiles = null;
        setTilesFailed(true);
      });
      tiles.addTo(map);
    }
    const points: L.LatLngTuple[] = [];
    cards.forEach((card, index) => {
      if (!card.location) return;
      const point: L.LatLngTuple = [card.location.lat, card.location.lng];
      points.push(point);
      const number = index + 1;
      L.marker(point, {
        icon: stopIcon(number, card.generalStatus.status),
        keyboard: true,
        title: t('installer-routes.map.marker', {
          number,
          docId: card.docId,
          city: card.shippingAddress.city,
        }),
        alt: t('installer-routes.map.marker', { number, docId: card.docId, city: card.shippingAddress.city }),
      })
        .bindTooltip(localityLabel(card.shippingAddress.city), {
          permanent: true,
          direction: 'bottom',
          className: 'route-stop-locality',
        })
        .on('click', () => select.current?.(card.docId))
        .addTo(map);
    });
    if (points.length > 1) L.polyline(points, { color: '#1565c0', weight: 3, opacity: 0.8 }).addTo(map);
    if (points.length > 0) {
      try {
        map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
      } catch {
        // A container without a size yet (hidden tab): the default view stays.
      }
    }
    return () => {
      map.remove();
    };
  }, [cards, settings.tileUrl, settings.attribution, t]);

  return (
    <Box>
      <Box
        ref={container}
        dir="ltr"
        role="region"
        aria-label={t('installer-routes.map.label')}
        data-testid="route-map"
        data-tiles={settings.tileUrl && !tilesFailed ? 'on' : 'off'}
        sx={{
          blockSize: { xs: 280, md: 420 },
          inlineSize: '100%',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          // The plain background when there are no tiles: land-like, with the stops on it.
          '&.leaflet-container': { backgroundColor: '#eef1ec' },
          '& .route-stop': { background: 'none', border: 'none' },
          '& .route-stop-locality': { fontSize: 12, paddingBlock: 0, paddingInline: 4 },
        }}
      />
      {tilesFailed && (
        <Alert severity="info" sx={{ marginBlockStart: 1 }} data-testid="route-map-tiles-failed">
          {t('installer-routes.map.tilesFailed')}
        </Alert>
      )}
    </Box>
  );
}
