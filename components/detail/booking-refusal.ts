/** What a 400 refusal of a booking names: the preferred times by index (`preferred_slots.1`) and the phone. */
export interface RefusedFields {
  slots: Record<number, true>;
  phone: boolean;
}

/**
 * The fields a refused booking names (the backend's `{ error: { fields } }`), so the sheet marks the time the clinic
 * no longer offers (a day off added since the sheet opened) or the phone; null when it names neither.
 */
export function refusedFields(body: unknown): RefusedFields | null {
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const slots: Record<number, true> = {};
  for (const key of Object.keys(fields)) {
    const m = /^preferred_slots\.(\d+)$/.exec(key);
    if (m) slots[Number(m[1])] = true;
  }
  const phone = 'contact_phone' in fields;
  return phone || Object.keys(slots).length ? { slots, phone } : null;
}
