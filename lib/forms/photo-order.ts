export interface Hashed {
  hash: string;
}

/**
 * The list after a drag: `active` moved to where `over` was. A drop with no destination (outside the
 * strip, or cancelled) or onto itself changes nothing.
 */
export function moveByHash<T extends Hashed>(list: T[], active: string, over: string | null | undefined): T[] {
  if (!over || over === active) return list;
  const from = list.findIndex((p) => p.hash === active);
  const to = list.findIndex((p) => p.hash === over);
  if (from < 0 || to < 0) return list;
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export const removeByHash = <T extends Hashed>(list: T[], hash: string): T[] => list.filter((p) => p.hash !== hash);
