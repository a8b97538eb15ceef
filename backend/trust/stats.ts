import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

// Order statistics the figures publish, the same way everywhere: linear interpolation between the closest ranks
// (PostgreSQL's percentile_cont), so a check in SQL gives the same number.

/** The q-quantile (0–1) of `values` (unsorted; empty gives null). */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  if (lo === hi || s[lo] === s[hi]) return s[lo];
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** The rows of a raw query (PGlite and node-postgres both answer { rows }). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
