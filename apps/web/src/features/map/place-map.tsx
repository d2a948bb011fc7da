/**
 * The app's maps (issue 18), on Leaflet with react-leaflet: results with price pins, a venue's
 * location, and the owner's pin picker. Loaded on demand (lazy-map.tsx), so Leaflet is never in
 * a page's first load. Tiles come from MAP_TILE_URL; without it, or when tiles fail, the map
 * still works: the colonias' names are drawn over a plain background as the base layer.
 */
import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { CITY_BOUNDS, CITY_CENTRE, COLONIAS } from '@rentas/domain';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import Supercluster from 'supercluster';
import { mapTileUrl } from '../../lib/map-tiles';
import type { MapBounds, MapMarker, PickMapProps, PlaceMapProps, ResultsMapProps } from './map-types';

const ATTRIBUTION = '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** How far the person may pan: the city with a margin. */
const MAX_BOUNDS = L.latLngBounds(
  [CITY_BOUNDS.minLat - 0.1, CITY_BOUNDS.minLng - 0.1],
  [CITY_BOUNDS.maxLat + 0.1, CITY_BOUNDS.maxLng + 0.1],
);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function boundsOfMap(map: L.Map): MapBounds {
  const b = map.getBounds();
  return { minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() };
}

function toLatLngBounds(bounds: MapBounds): L.LatLngBounds {
  return L.latLngBounds([bounds.minLat, bounds.minLng], [bounds.maxLat, bounds.maxLng]);
}

/** The tiles when configured; a failed tile leaves the plain background and the colonias' names. */
function BaseLayer() {
  const url = useMemo(mapTileUrl, []);
  const [failed, setFailed] = useState(0);
  return (
    <>
      {url && (
        <TileLayer
          url={url}
          attribution={ATTRIBUTION}
          maxZoom={19}
          eventHandlers={{ tileerror: () => setFailed((n) => n + 1) }}
        />
      )}
      {(!url || failed > 0) && <ColoniaNames />}
    </>
  );
}

/** The colonias' names at their centres, from zoom 14 on (the offline base layer). */
function ColoniaNames() {
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  if (zoom < 14) return null;
  return (
    <>
      {COLONIAS.map((colonia) => (
        <Marker
          key={colonia.name}
          position={[colonia.lat, colonia.lng]}
          interactive={false}
          keyboard={false}
          icon={L.divIcon({
            className: 'map-colonia-name',
            html: `<span>${escapeHtml(colonia.name)}</span>`,
            iconSize: undefined,
          })}
        />
      ))}
    </>
  );
}

function priceIcon(marker: MapMarker, active: boolean): L.DivIcon {
  return L.divIcon({
    className: `map-price-pin${active ? ' is-active' : ''}`,
    html: `<span aria-hidden="true">${escapeHtml(marker.label)}</span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

const PIN_ICON = L.divIcon({
  className: 'map-place-pin',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

function clusterIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: 'map-cluster',
    html: `<span aria-hidden="true">${count}</span>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

/**
 * Results: a price pin per venue, and pins closer than ~64 px gathered into a circle with their count
 * (supercluster) that zooms in when chosen. Moving the map reports the new area.
 */
function ResultsLayer({ markers, bounds, onMoved, onOpen, activeId }: ResultsMapProps) {
  const map = useMap();
  // Moves made here (fitting the results) are not the person's and report nothing.
  const fitting = useRef(false);
  const fitted = useRef<string>('');
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), box: map.getBounds() }));
  const index = useMemo(() => {
    const clusters = new Supercluster<{ id: string }>({ radius: 64, maxZoom: 17 });
    clusters.load(
      markers.map((m) => ({
        type: 'Feature' as const,
        properties: { id: m.id },
        geometry: { type: 'Point' as const, coordinates: [m.lng, m.lat] },
      })),
    );
    return clusters;
  }, [markers]);
  const byId = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers]);
  useEffect(() => {
    const key = bounds ? 'bounds' : markers.map((m) => m.id).join(',');
    if (fitted.current === key) return;
    fitted.current = key;
    const target = bounds
      ? toLatLngBounds(bounds)
      : markers.length
        ? L.latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number]))
        : null;
    if (!target) return;
    map.invalidateSize({ animate: false });
    fitting.current = true;
    if (bounds) map.fitBounds(target, { animate: false });
    else map.fitBounds(target, { padding: [32, 32], maxZoom: 15, animate: false });
    fitting.current = false;
    setView({ zoom: map.getZoom(), box: map.getBounds() });
  }, [map, bounds, markers]);
  useMapEvents({
    moveend: () => {
      setView({ zoom: map.getZoom(), box: map.getBounds() });
      if (!fitting.current) onMoved(boundsOfMap(map));
    },
  });
  const box = view.box.pad(0.2);
  const features = index.getClusters(
    [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()],
    Math.round(view.zoom),
  );
  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const { cluster_id: clusterId, point_count: count } = feature.properties;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={`${count} lugares aquí: acercar el mapa`}
              eventHandlers={{
                click: () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 18)),
              }}
            />
          );
        }
        const marker = byId.get((feature.properties as { id: string }).id);
        if (!marker) return null;
        return (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={priceIcon(marker, marker.id === activeId)}
            title={`${marker.title}: ${marker.label} por hora`}
            zIndexOffset={marker.id === activeId ? 1000 : 0}
            eventHandlers={{
              // Leaflet turns Enter on a focused pin into a click; Space too, as on a button.
              click: () => onOpen(marker.id),
              keypress: (event) => {
                if ((event.originalEvent as KeyboardEvent).key === ' ') onOpen(marker.id);
              },
            }}
          />
        );
      })}
    </>
  );
}

/** The owner's pin: dragged, or placed where the map is clicked. */
function PickLayer({ lat, lng, onPick }: PickMapProps) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  if (lat === null || lng === null) return null;
  return (
    <Marker
      position={[lat, lng]}
      icon={PIN_ICON}
      draggable
      title="Pin del lugar: arrástralo a la entrada"
      alt="Pin del lugar"
      eventHandlers={{
        dragend: (event) => {
          const point = (event.target as L.Marker).getLatLng();
          onPick({ lat: point.lat, lng: point.lng });
        },
      }}
    />
  );
}

/** Keeps the picker's view on the pin when it is set from outside (the colonia changed). */
function FollowPin({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().pad(-0.1).contains([lat, lng])) map.panTo([lat, lng], { animate: false });
  }, [map, lat, lng]);
  return null;
}

/** Tells Leaflet when its box changes size (it measures once; a late layout would shift every fit). */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Puts the map's accessible name on Leaflet's focusable container and Spanish zoom titles. */
function Labels({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('aria-label', label);
    container.setAttribute('role', 'region');
  }, [map, label]);
  return null;
}

/** One of the app's maps; fills its parent (give the parent a height). */
export default function PlaceMap(props: PlaceMapProps) {
  const center: [number, number] =
    props.mode === 'venue'
      ? [props.lat, props.lng]
      : props.mode === 'pick'
        ? [props.lat ?? props.fallback.lat, props.lng ?? props.fallback.lng]
        : [CITY_CENTRE.lat, CITY_CENTRE.lng];
  const zoom = props.mode === 'results' ? 12 : props.mode === 'venue' && props.approximate ? 14 : 16;
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      minZoom={10}
      maxBounds={MAX_BOUNDS}
      zoomControl={false}
      attributionControl={mapTileUrl() !== null}
      scrollWheelZoom={props.mode !== 'venue'}
      className="place-map"
      style={{ width: '100%', height: '100%' }}
    >
      <Labels label={props.label} />
      <SizeWatcher />
      <ZoomControl position="topright" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <BaseLayer />
      {props.mode === 'results' && <ResultsLayer {...props} />}
      {props.mode === 'venue' &&
        (props.approximate ? (
          <Circle
            center={[props.lat, props.lng]}
            radius={450}
            interactive={false}
            pathOptions={{ color: '#7048e8', fillOpacity: 0.15 }}
          />
        ) : (
          <Marker position={[props.lat, props.lng]} icon={PIN_ICON} interactive={false} keyboard={false} />
        ))}
      {props.mode === 'pick' && (
        <>
          <PickLayer {...props} />
          {props.lat !== null && props.lng !== null && <FollowPin lat={props.lat} lng={props.lng} />}
        </>
      )}
    </MapContainer>
  );
}
