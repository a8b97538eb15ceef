export interface Named {
  id: number;
  name: string;
}

/** The items still offered: those not yet chosen (matched by name), filtered by a case-insensitive substring. */
export function remainingChoices<T extends Named>(items: T[], chosen: Named[], filter: string): T[] {
  const taken = new Set(chosen.map((c) => c.name));
  const needle = filter.trim().toLocaleLowerCase();
  return items.filter((item) => !taken.has(item.name) && (!needle || item.name.toLocaleLowerCase().includes(needle)));
}

/** The chosen list without the item of that name. */
export const removeByName = <T extends Named>(chosen: T[], name: string): T[] => chosen.filter((c) => c.name !== name);
