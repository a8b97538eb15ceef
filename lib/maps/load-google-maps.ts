/**
 * Google Maps JS loader: the script is tried up to 3 times, with a backoff between tries.
 *
 * Typed with a minimal local interface (only what the clinic map uses) instead of @types/google.maps.
 * One load per page: concurrent callers share the in-flight promise, a success is kept, a final failure
 * forgets it so a later call may try again. An existing `window.google.maps` (the real one loaded by
 * someone else, or the stub e2e injects) is used as is, without loading a script.
 */

export interface LatLngLike {
  lat(): number;
  lng(): number;
}

export interface GeocoderResultLike {
  geometry: { location: LatLngLike };
}

/** 'OK' | 'ZERO_RESULTS' | 'OVER_QUERY_LIMIT' | 'REQUEST_DENIED' | 'INVALID_REQUEST' | 'UNKNOWN_ERROR' | 'ERROR' */
export type GeocoderStatusLike = string;

export interface GeocoderLike {
  geocode(
    request: { address: string },
    callback: (results: GeocoderResultLike[] | null, status: GeocoderStatusLike) => void,
  ): unknown;
}

export interface MapOptionsLike {
  center: LatLngLike;
  zoom: number;
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
}

export interface MarkerOptionsLike {
  map: unknown;
  position: LatLngLike;
  title?: string;
}

export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: MapOptionsLike) => unknown;
  Marker: new (options: MarkerOptionsLike) => unknown;
  Geocoder: new () => GeocoderLike;
}

export interface LoadGoogleMapsOptions {
  /** Retries after the first attempt (default 3, so at most 4 attempts). */
  retries?: number;
  /** Delay before the first retry; doubles for each further retry (default 500 → 500, 1000, 2000 ms). */
  baseDelayMs?: number;
  /** Loads the script at `src`; resolves once it has run. Default: a `<script async>` in `<head>`. */
  loadScript?: (src: string) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

/** Spec: "default address fallback is Seoul city hall". */
export const SEOUL_CITY_HALL = '서울특별시 중구 세종대로 110';

/** The address the map shows: the clinic's, trimmed, or Seoul City Hall when it has none. */
export function mapAddress(address: string | null | undefined): string {
  return address?.trim() || SEOUL_CITY_HALL;
}

export const GOOGLE_MAPS_SCRIPT_BASE = 'https://maps.googleapis.com/maps/api/js';

let inflight: Promise<GoogleMapsApi> | null = null;

type MapsWindow = { google?: { maps?: GoogleMapsApi } };

/** `window.google.maps` when present (also safe where there is no `window`, e.g. on the server). */
export function existingGoogleMaps(): GoogleMapsApi | undefined {
  const win = (globalThis as { window?: MapsWindow }).window;
  return win?.google?.maps ?? undefined;
}

export function googleMapsScriptUrl(apiKey: string): string {
  return `${GOOGLE_MAPS_SCRIPT_BASE}?key=${encodeURIComponent(apiKey)}&v=weekly&language=ko&region=KR`;
}

function defaultLoadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Google Maps script failed to load: ${GOOGLE_MAPS_SCRIPT_BASE}`));
    };
    document.head.appendChild(script);
  });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function loadGoogleMaps(apiKey: string, opts: LoadGoogleMapsOptions = {}): Promise<GoogleMapsApi> {
  const existing = existingGoogleMaps();
  if (existing) return Promise.resolve(existing);
  if (inflight) return inflight;

  const { retries = 3, baseDelayMs = 500, loadScript = defaultLoadScript, sleep = defaultSleep } = opts;
  const src = googleMapsScriptUrl(apiKey);

  const attempt = async (): Promise<GoogleMapsApi> => {
    let lastError: unknown;
    for (let i = 0; i <= retries; i++) {
      if (i > 0) await sleep(baseDelayMs * 2 ** (i - 1));
      try {
        await loadScript(src);
        const maps = existingGoogleMaps();
        if (maps) return maps;
        lastError = new Error('Google Maps script loaded but window.google.maps is missing');
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };

  const promise = attempt().catch((error: unknown) => {
    if (inflight === promise) inflight = null;
    throw error;
  });
  inflight = promise;
  return promise;
}

/** Forgets a loaded or in-flight API (tests only). */
export function resetGoogleMapsLoader(): void {
  inflight = null;
}

/** Links that open `address` in Kakao Map, Naver Map and Google Maps (used when there is no maps key). */
export function mapSearchLinks(address: string): { kakao: string; naver: string; google: string } {
  const q = encodeURIComponent(address);
  return {
    kakao: `https://map.kakao.com/link/search/${q}`,
    naver: `https://map.naver.com/p/search/${q}`,
    google: `https://www.google.com/maps/search/?api=1&query=${q}`,
  };
}
