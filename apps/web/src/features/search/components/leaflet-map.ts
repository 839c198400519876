// The Leaflet side of the results map, loaded on demand (with its CSS) so the list never waits for it.
// OpenStreetMap tiles; markers are Leaflet's keyboard-reachable buttons (Enter opens the popup), one per place,
// named after its jobs, with a popup that links to each job (followed inside the app).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface MapPoint {
  id: number;
  name: string;
  business: string;
  href: string;
  lat: number;
  lon: number;
}

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a>';
// A drawn pin (no image files to resolve through the bundler).
const PIN = L.divIcon({
  className: 'oabat-map-pin',
  html: '<span style="display:block;width:18px;height:18px;border-radius:50% 50% 50% 0;background:#c2185b;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 3px rgba(0,0,0,.4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -22],
});

export interface ResultsMapHandle {
  show(points: MapPoint[]): void;
  destroy(): void;
}

export function createMap(el: HTMLElement, go: (href: string) => void): ResultsMapHandle {
  const map = L.map(el, { zoomControl: false, scrollWheelZoom: false, attributionControl: false });
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
  L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(map);
  const layer = L.layerGroup().addTo(map);
  map.on('popupopen', (e) => e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Schließen'));
  map.setView([48.57, 13.46], 9);

  return {
    show(points) {
      layer.clearLayers();
      // Jobs of one business site share a point: one marker per point, its popup lists them all.
      const groups = new Map<string, MapPoint[]>();
      for (const p of points) {
        const key = `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;
        groups.set(key, [...(groups.get(key) ?? []), p]);
      }
      for (const group of groups.values()) {
        const popup = document.createElement('ul');
        popup.style.cssText = 'margin:0;padding:0 0 0 1em;max-height:200px;overflow:auto';
        for (const p of group) {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = p.href;
          link.textContent = p.name;
          link.addEventListener('click', (e) => {
            e.preventDefault();
            go(p.href);
          });
          item.append(link, document.createElement('br'), p.business);
          popup.append(item);
        }
        const label =
          group.length === 1 ? `${group[0].name}, ${group[0].business}` : `${group.length} Stellen: ${[...new Set(group.map((p) => p.business))].join(', ')}`;
        const marker = L.marker([group[0].lat, group[0].lon], { icon: PIN, title: label, keyboard: true }).bindPopup(popup);
        marker.addTo(layer);
        marker.getElement()?.setAttribute('aria-label', label);
      }
      if (points.length) map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), { padding: [24, 24], maxZoom: 13 });
    },
    destroy() {
      map.remove();
    },
  };
}
