import 'server-only';
import { idParam } from './search-params';

/** The Google Maps key for the map component (runtime env, so one build serves any key). */
export const mapsKey = () => process.env.GOOGLE_MAPS_KEY || process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY || undefined;

/** A detail route's id segment: 'pv' (preview), a valid id, or null (→ 404). */
export function detailId(segment: string): number | 'pv' | null {
  if (segment === 'pv') return 'pv';
  return idParam(segment) ?? null;
}
