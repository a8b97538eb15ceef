/**
 * The localStorage key under which a dropdown remembers its last choice: the first 10 characters of the
 * base64 SHA-256 of its item names (one per line), so each list of choices has its own memory.
 */
export async function selectionKey(names: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(names.join('\n')));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).slice(0, 10);
}

/** The remembered value if it is still one of the choices. */
export function rememberedChoice(
  key: string,
  values: string[],
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | null {
  try {
    const stored = storage.getItem(key);
    return stored !== null && values.includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberChoice(key: string, value: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}
