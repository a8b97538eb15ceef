import type { Ref } from 'react';
import styles from './clinic-map.module.css';

export type MapState = 'loading' | 'ready' | 'error';

/** The Google map's box: the canvas the map is drawn into, and the address under it. */
export function MapBox({
  address,
  label,
  height,
  state = 'loading',
  canvasRef,
}: {
  address: string;
  label: string;
  height: number;
  state?: MapState;
  canvasRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div data-testid="clinic-map" data-state={state} className={styles['clinic-map']}>
      <div
        ref={canvasRef}
        role="region"
        aria-label={label}
        aria-busy={state === 'loading'}
        className={styles['clinic-map__canvas']}
        style={{ height }}
      />
      <p className={styles['clinic-map__caption']}>{address}</p>
    </div>
  );
}
