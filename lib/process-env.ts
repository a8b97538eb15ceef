// The few variables read as they are, without lib/env.ts's zod check, so any bundle may import this module:
// the build phase, the mode, and the file CDN's address (undefined in a browser, where images keep their path).

/** `next build` is running (no database, no requests). */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';

/** A production server (`npm run start:prod`, `next start`). */
export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/** FILE_CDN_URL: the host that serves uploaded files, when there is one. */
export const fileCdnBase = (): string | undefined => process.env.FILE_CDN_URL;

/** The message catalogues' version, fixed at build (next.config.ts); 'dev' where no build set it (tests). */
export const messagesVersion = (): string => process.env.MESSAGES_VERSION || 'dev';
