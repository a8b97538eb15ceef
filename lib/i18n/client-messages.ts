// Which message namespaces the browser receives. NextIntlClientProvider serialises the messages it is
// given into every page's RSC payload (on /home the whole catalogue was 34 KB of its 72 KB payload), so
// public pages get only what their client components use: the partner console's namespace goes to the
// console's own provider (app/partner/layout.tsx), and namespaces only server components read stay on
// the server. client-messages.test.ts checks these lists against every client component's lookups.

/** Read only by server components (pages, layouts, metadata): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = [
  'Partner',
  'Footer',
  'CustomerCenter',
  'Home',
  'Legal',
  'Trust',
  'SideEffects',
] as const;
/** Read only by the consoles' client components, under /partner and /admin. */
export const CONSOLE_NAMESPACES = ['Console', 'Operator'] as const;

type Catalogue = Record<string, unknown>;

function without(messages: Catalogue, names: readonly string[]): Catalogue {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !names.includes(ns)));
}

/** The messages a public or member page's client components need. */
export function publicClientMessages(messages: Catalogue): Catalogue {
  return without(messages, [...SERVER_ONLY_NAMESPACES, ...CONSOLE_NAMESPACES]);
}

/** The messages the partner console's client components need (the public ones and the console's own). */
export function consoleClientMessages(messages: Catalogue): Catalogue {
  return without(messages, SERVER_ONLY_NAMESPACES);
}
