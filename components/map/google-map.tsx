'use client';

import { useEffect, useRef, useState } from 'react';
import { MapBox, type MapState } from './map-box';

/** The Google map of `address`: the box loading, then drawn (draw-map.ts, fetched as it mounts) or failed. */
export function GoogleMap({
  apiKey,
  address,
  name,
  label,
  height,
}: {
  apiKey: string;
  address: string;
  name: string;
  label: string;
  height: number;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let active = true;
    void import('./draw-map').then(({ drawMap }) =>
      drawMap({ apiKey, address, name, canvas: () => canvas.current, active: () => active, done: setState }),
    );
    return () => {
      active = false;
    };
  }, [apiKey, address, name]);

  return <MapBox address={address} label={label} height={height} state={state} canvasRef={canvas} />;
}
