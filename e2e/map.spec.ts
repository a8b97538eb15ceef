import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// The clinic map (geocoded address, zoom-16 map with a marker, 200 px high; an error is only logged).
// The app under test has no maps key: without a stub it shows the address with links to map apps; with a
// stub `window.google.maps` injected before the page's scripts, the map path runs against the stub.

const CLINIC_PATH = '/contents/clinic/1';

type MapCalls = {
  geocode: { address: string }[];
  map: {
    zoom: number;
    center: { lat: number; lng: number };
    disableDefaultUI?: boolean;
    zoomControl?: boolean;
    height: number;
  }[];
  marker: { title?: string; position: { lat: number; lng: number }; hasMap: boolean }[];
};

async function clinic(request: APIRequestContext): Promise<{ name: string; address: string }> {
  const res = await request.get('/api/public/clinics/1');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as {
    data: { name: string; address: { roadAddress: string | null; detailAddress: string | null } };
  };
  const address = [data.address.roadAddress, data.address.detailAddress].filter(Boolean).join(' ').trim();
  return { name: data.name, address };
}

/** Defines a stub `window.google.maps` whose geocoder answers `status`, recording calls on window.__mapCalls. */
async function stubGoogleMaps(page: Page, status: string) {
  await page.addInitScript((geocodeStatus: string) => {
    type LatLng = { lat: () => number; lng: () => number };
    const calls: MapCalls = { geocode: [], map: [], marker: [] };
    const point = (p: LatLng) => ({ lat: p.lat(), lng: p.lng() });
    class Geocoder {
      geocode(request: { address: string }, callback: (results: unknown, status: string) => void) {
        calls.geocode.push({ address: request.address });
        const results =
          geocodeStatus === 'OK' ? [{ geometry: { location: { lat: () => 37.5, lng: () => 127.0 } } }] : [];
        setTimeout(() => callback(results, geocodeStatus), 50);
      }
    }
    class Map {
      constructor(
        element: HTMLElement,
        options: { center: LatLng; zoom: number; disableDefaultUI?: boolean; zoomControl?: boolean },
      ) {
        calls.map.push({
          zoom: options.zoom,
          center: point(options.center),
          disableDefaultUI: options.disableDefaultUI,
          zoomControl: options.zoomControl,
          height: element.getBoundingClientRect().height,
        });
      }
    }
    class Marker {
      constructor(options: { map: unknown; position: LatLng; title?: string }) {
        calls.marker.push({
          title: options.title,
          position: point(options.position),
          hasMap: options.map instanceof Map,
        });
      }
    }
    Object.assign(window, { __mapCalls: calls, google: { maps: { Geocoder, Map, Marker } } });
  }, status);
}

const mapCalls = (page: Page) => page.evaluate(() => (window as unknown as { __mapCalls: MapCalls }).__mapCalls);

test.describe('clinic map', () => {
  test('without a maps key: the address and links that open it in Kakao Map, Naver Map and Google Maps', async ({
    page,
    request,
  }) => {
    const { address } = await clinic(request);
    const encoded = encodeURIComponent(address);
    await page.goto(CLINIC_PATH);

    const map = page.getByTestId('clinic-map');
    await expect(map).toHaveAttribute('data-state', 'fallback');
    await expect(map).toContainText(address);
    const box = await map.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(200);

    const links = map.getByRole('link');
    await expect(links).toHaveCount(3);
    const expected = [
      ['카카오맵', `https://map.kakao.com/link/search/${encoded}`],
      ['네이버 지도', `https://map.naver.com/p/search/${encoded}`],
      ['구글 지도', `https://www.google.com/maps/search/?api=1&query=${encoded}`],
    ] as const;
    for (const [name, href] of expected) {
      const link = map.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('with Google Maps: geocodes the address, zoom-16 map with a marker titled with the clinic name, 200 px high', async ({
    page,
    request,
  }) => {
    const { name, address } = await clinic(request);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && msg.text().includes('[ClinicMap]')) errors.push(msg.text());
    });
    await stubGoogleMaps(page, 'OK');
    await page.goto(CLINIC_PATH);

    const map = page.getByTestId('clinic-map');
    await expect(map).toHaveAttribute('data-state', 'ready');
    const region = map.getByRole('region');
    await expect(region).toHaveAttribute('aria-label', new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect((await region.boundingBox())?.height).toBe(200);
    await expect(map.getByRole('link')).toHaveCount(0);

    const calls = await mapCalls(page);
    expect(calls.geocode).toEqual([{ address }]);
    expect(calls.map).toEqual([
      { zoom: 16, center: { lat: 37.5, lng: 127.0 }, disableDefaultUI: true, zoomControl: true, height: 200 },
    ]);
    expect(calls.marker).toEqual([{ title: name, position: { lat: 37.5, lng: 127.0 }, hasMap: true }]);
    expect(errors).toEqual([]);
  });

  test('a failed geocode is logged to the console with no message to the user', async ({ page, request }) => {
    const { address } = await clinic(request);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await stubGoogleMaps(page, 'ZERO_RESULTS');
    await page.goto(CLINIC_PATH);

    const map = page.getByTestId('clinic-map');
    await expect(map).toHaveAttribute('data-state', 'error');
    await expect
      .poll(() => errors.some((text) => text.includes('[ClinicMap]') && text.includes('ZERO_RESULTS')))
      .toBe(true);

    // The box stays (200 px) with only the address under it: no alert, dialog, toast or map.
    expect((await map.getByRole('region').boundingBox())?.height).toBe(200);
    await expect(map).toHaveText(address);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(dialogs).toBe(0);
    const calls = await mapCalls(page);
    expect(calls.geocode).toEqual([{ address }]);
    expect(calls.map).toEqual([]);
    expect(calls.marker).toEqual([]);
  });
});
