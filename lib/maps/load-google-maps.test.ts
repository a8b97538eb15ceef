import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  type GoogleMapsApi,
  SEOUL_CITY_HALL,
  loadGoogleMaps,
  mapAddress,
  mapSearchLinks,
  resetGoogleMapsLoader,
} from './load-google-maps';

// The unit project runs in node: `window` is a plain object stubbed per test.
type StubWindow = { google?: { maps?: GoogleMapsApi } };
const g = globalThis as { window?: StubWindow };

const fakeMaps = (): GoogleMapsApi =>
  ({ Map: class {}, Marker: class {}, Geocoder: class {} }) as unknown as GoogleMapsApi;

/** A loadScript that fails `failures` times, then "runs" the script by defining window.google.maps. */
function scriptLoader(failures: number, maps: GoogleMapsApi) {
  const calls: string[] = [];
  const loadScript = async (src: string) => {
    calls.push(src);
    if (calls.length <= failures) throw new Error(`network error ${calls.length}`);
    g.window!.google = { maps };
  };
  return { calls, loadScript };
}

function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { delays, sleep };
}

beforeEach(() => {
  resetGoogleMapsLoader();
  g.window = {};
});

afterEach(() => {
  delete g.window;
});

describe('loadGoogleMaps', () => {
  it('loads the script once and resolves with window.google.maps', async () => {
    const maps = fakeMaps();
    const { calls, loadScript } = scriptLoader(0, maps);
    const { delays, sleep } = recordingSleep();
    await expect(loadGoogleMaps('KEY 1', { loadScript, sleep })).resolves.toBe(maps);
    expect(calls).toEqual(['https://maps.googleapis.com/maps/api/js?key=KEY%201&v=weekly&language=ko&region=KR']);
    expect(delays).toEqual([]);
  });

  it('retries with exponential backoff: fails twice, succeeds on the third attempt', async () => {
    const maps = fakeMaps();
    const { calls, loadScript } = scriptLoader(2, maps);
    const { delays, sleep } = recordingSleep();
    await expect(loadGoogleMaps('k', { loadScript, sleep })).resolves.toBe(maps);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([500, 1000]);
  });

  it('gives up after 1 + 3 attempts, and a later call starts again', async () => {
    const maps = fakeMaps();
    const { calls, loadScript } = scriptLoader(4, maps);
    const { delays, sleep } = recordingSleep();
    await expect(loadGoogleMaps('k', { loadScript, sleep })).rejects.toThrow('network error 4');
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);

    // The failed promise is not kept: the next call loads again (and now succeeds).
    await expect(loadGoogleMaps('k', { loadScript, sleep })).resolves.toBe(maps);
    expect(calls).toHaveLength(5);
  });

  it('honours retries and baseDelayMs', async () => {
    const { calls, loadScript } = scriptLoader(10, fakeMaps());
    const { delays, sleep } = recordingSleep();
    await expect(loadGoogleMaps('k', { retries: 1, baseDelayMs: 10, loadScript, sleep })).rejects.toThrow();
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([10]);
  });

  it('treats a script that runs without defining google.maps as a failed attempt', async () => {
    const calls: string[] = [];
    const loadScript = async (src: string) => {
      calls.push(src);
    };
    const { sleep } = recordingSleep();
    await expect(loadGoogleMaps('k', { loadScript, sleep })).rejects.toThrow(/google\.maps is missing/);
    expect(calls).toHaveLength(4);
  });

  it('shares one load between concurrent callers', async () => {
    const maps = fakeMaps();
    const calls: string[] = [];
    let finish!: () => void;
    const loadScript = (src: string) => {
      calls.push(src);
      return new Promise<void>((resolve) => {
        finish = () => {
          g.window!.google = { maps };
          resolve();
        };
      });
    };
    const { sleep } = recordingSleep();
    const first = loadGoogleMaps('k', { loadScript, sleep });
    const second = loadGoogleMaps('k', { loadScript, sleep });
    expect(second).toBe(first);
    await Promise.resolve();
    finish();
    await expect(Promise.all([first, second])).resolves.toEqual([maps, maps]);
    expect(calls).toHaveLength(1);
  });

  it('uses an existing window.google.maps as is, without loading a script', async () => {
    const maps = fakeMaps();
    g.window = { google: { maps } };
    const { calls, loadScript } = scriptLoader(0, fakeMaps());
    await expect(loadGoogleMaps('', { loadScript })).resolves.toBe(maps);
    expect(calls).toEqual([]);
  });
});

describe('mapAddress', () => {
  it('trims the address and falls back to Seoul City Hall when it is missing or blank', () => {
    expect(mapAddress('  서울특별시 강남구 도산대로 123 ')).toBe('서울특별시 강남구 도산대로 123');
    expect(mapAddress(null)).toBe('서울특별시 중구 세종대로 110');
    expect(mapAddress(undefined)).toBe(SEOUL_CITY_HALL);
    expect(mapAddress('   ')).toBe(SEOUL_CITY_HALL);
  });
});

describe('mapSearchLinks', () => {
  it('encodes a Korean address for Kakao Map, Naver Map and Google Maps', () => {
    const address = '서울특별시 강남구 도산대로 123 2층';
    const enc =
      '%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C%20%EA%B0%95%EB%82%A8%EA%B5%AC%20' +
      '%EB%8F%84%EC%82%B0%EB%8C%80%EB%A1%9C%20123%202%EC%B8%B5';
    expect(mapSearchLinks(address)).toEqual({
      kakao: `https://map.kakao.com/link/search/${enc}`,
      naver: `https://map.naver.com/p/search/${enc}`,
      google: `https://www.google.com/maps/search/?api=1&query=${enc}`,
    });
  });

  it('encodes characters that would break the URL', () => {
    const { google, kakao } = mapSearchLinks('A&B #1/2?');
    expect(google).toBe('https://www.google.com/maps/search/?api=1&query=A%26B%20%231%2F2%3F');
    expect(kakao).toBe('https://map.kakao.com/link/search/A%26B%20%231%2F2%3F');
  });
});
