// Loader arguments as the query strings the typed backend client takes.

type QueryValue = string | number | boolean | undefined | null;

/** Numbers as text, booleans as 'true' | 'false', strings (and their literal types) kept. */
export type AsQuery<Q> = {
  [K in keyof Q]: Q[K] extends boolean | undefined
    ? 'true' | 'false'
    : Q[K] extends number | undefined
      ? string
      : Exclude<Q[K], null>;
};

/** The query of a loader call; empty, null and undefined values are left out, as a backend would not take them. */
export function asQuery<Q extends Record<string, QueryValue>>(query: Q): AsQuery<Q> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out as AsQuery<Q>;
}
