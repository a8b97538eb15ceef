import { logFailure } from '@/lib/client-log';
import { loadGoogleMaps } from '@/lib/maps/load-google-maps';

/**
 * Loads Google Maps, geocodes `address` and draws a zoom-16 map with a marker into the canvas; `done` gets
 * 'ready', or 'error' after the failure is logged (spec: no message to the user, the box and the address stay).
 * Fetched by the map's box when it mounts. Nothing happens once `active()` is false (the box was left).
 */
export function drawMap({
  apiKey,
  address,
  name,
  canvas,
  active,
  done,
}: {
  apiKey: string;
  address: string;
  name: string;
  canvas: () => HTMLElement | null;
  active: () => boolean;
  done: (state: 'ready' | 'error') => void;
}) {
  const fail = (message: string, error?: unknown) => {
    if (!active()) return;
    logFailure('ClinicMap', error === undefined ? message : `${message}: ${String(error)}`);
    done('error');
  };
  loadGoogleMaps(apiKey)
    .then((maps) => {
      if (!active()) return;
      new maps.Geocoder().geocode({ address }, (results, status) => {
        const element = canvas();
        if (!active() || !element) return;
        const location = results?.[0]?.geometry?.location;
        if (status !== 'OK' || !location) {
          fail(`geocoding "${address}" failed: ${status}`);
          return;
        }
        try {
          const map = new maps.Map(element, {
            center: location,
            zoom: 16,
            disableDefaultUI: true,
            zoomControl: true,
          });
          new maps.Marker({ map, position: location, title: name });
          done('ready');
        } catch (error) {
          fail(`the map of "${address}" could not be drawn`, error);
        }
      });
    })
    .catch((error: unknown) => fail('Google Maps could not be loaded', error));
}
