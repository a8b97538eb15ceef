import 'server-only';
import { idParam } from './search-params';

/** A detail route's id segment: 'pv' (preview), a valid id, or null (→ 404). */
export function detailId(segment: string): number | 'pv' | null {
  if (segment === 'pv') return 'pv';
  return idParam(segment) ?? null;
}
