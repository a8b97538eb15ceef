// Which message namespaces the browser receives. NextIntlClientProvider serialises the messages it is
// given into every page's RSC payload, which the server renders and the HTML repeats on every request (on a
// clinic page the catalogue minus the server-only namespaces was 24 KB of its 53 KB payload). So a page gets
// only what its client components read: the root layout sends ROOT_NAMESPACES (the layout's own leaves, the top
// bar, the error pages), and a section's layout (<ScopedMessages scope=…>) sends the root's and its section's
// (CLIENT_SCOPES). client-messages.test.ts walks every page's client code and checks each namespace it reads
// against what the layouts above it send.

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

/**
 * Read on every page: the root layout's client leaves, the top bar, the error pages. What a part opened on demand
 * reads (the login sheet, the search dialog, the bell's inbox, the booking sheet) it fetches with its code
 * (clientOnly/deferred with `messages`, lib/i18n/lazy-messages.ts), and pages do not carry it.
 */
export const ROOT_NAMESPACES = ['Common', 'Nav', 'TopBar', 'Member', 'Error', 'Detail'] as const;

/** What each section's client components read besides the root's; its layout sends both. */
export const CLIENT_SCOPES = {
  /** /home: review cards. */
  home: ['Gallery', 'Moderation', 'Verification'],
  /** /contents and the detail pages: lists, cards, galleries, maps, bookmarks, the booking sheet. */
  contents: [
    'Bookmark',
    'Carousel',
    'ClinicFacts',
    'Contents',
    'Explore',
    'Gallery',
    'Helpful',
    'Map',
    'Moderation',
    'Verification',
  ],
  /** The member pages: my page, bookmarks, consultations, the inbox, the review editor, check-ins. */
  member: [
    'Bookmark',
    'ClinicFacts',
    'Counsel',
    'Editor',
    'Form',
    'Gallery',
    'Login',
    'Moderation',
    'MyPage',
    'Nickname',
    'Notifications',
    'PushOptIn',
    'Recovery',
    'Verification',
  ],
  /** The login page and the providers' return pages. */
  login: ['Login'],
  /** The search page (the top bar's search dialog fetches its messages with its code). */
  search: ['Search'],
  /** The partner application (/partners). */
  partners: ['Form', 'PartnerApply', 'Postcode'],
} as const satisfies Record<string, readonly string[]>;
export type ClientScope = keyof typeof CLIENT_SCOPES;

const only = (messages: Catalogue, names: readonly string[]): Catalogue =>
  Object.fromEntries(Object.entries(messages).filter(([ns]) => names.includes(ns)));

/** The messages every page's client components need (the root layout's provider). */
export function rootClientMessages(messages: Catalogue): Catalogue {
  return only(messages, ROOT_NAMESPACES);
}

/** The messages a section's pages need: the root's and the section's. */
export function scopedClientMessages(messages: Catalogue, scope: ClientScope): Catalogue {
  return only(messages, [...ROOT_NAMESPACES, ...CLIENT_SCOPES[scope]]);
}

/** What a lazily loaded part may fetch (GET /i18n/<locale>): any namespace but the server-only and console ones. */
export function fetchableNamespaces(messages: Catalogue): string[] {
  return Object.keys(without(messages, [...SERVER_ONLY_NAMESPACES, ...CONSOLE_NAMESPACES]));
}

/** The messages the partner console's client components need (the public ones and the console's own). */
export function consoleClientMessages(messages: Catalogue): Catalogue {
  return without(messages, SERVER_ONLY_NAMESPACES);
}
