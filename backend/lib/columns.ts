// A write body mapped onto a table's columns through a table the compiler checks: every field of the contract's
// body must say where it is stored (a column, or LINKED for a link table its repository writes), so a body
// field that is not stored does not compile. Fields the body leaves out (undefined) are left as they are.

/** The field is stored in a link table (treatments, images…) that the repository writes itself. */
export const LINKED = 'linked' as const;

/** For each body field: the columns it sets from its value, or LINKED. */
export type ColumnMap<Body, Columns> = {
  [K in keyof Required<Body>]: ((value: Exclude<Body[K], undefined>) => Partial<Columns>) | typeof LINKED;
};

/**
 * The columns a body sets (undefined fields left out). The map was checked against its body where it is defined
 * (`satisfies ColumnMap<Body, Columns>`); here it is only walked.
 */
export function columnsOf<Columns>(
  map: Record<string, ((value: never) => Partial<Columns>) | typeof LINKED>,
  body: object,
): Partial<Columns> {
  const out: Partial<Columns> = {};
  for (const [field, to] of Object.entries(map)) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || to === LINKED) continue;
    Object.assign(out, (to as (v: unknown) => Partial<Columns>)(value));
  }
  return out;
}
