import type { NextConfig } from 'next';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildIdOf } from './lib/build/build-id';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/image-config';
import { contentSecurityPolicy, securityHeaders, UNPROXIED_PATHS } from './lib/security-headers';

// Messages are precompiled at build time (the catalogues in messages/ become compact formatters): pages
// ship no ICU message parser (intl-messageformat), only the small icu-minify formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The catalogues' version (lib/i18n/lazy-messages.ts): lazily loaded parts fetch their messages under it.
const messagesVersion = createHash('sha256')
  .update(['ko', 'ja', 'en'].map((l) => readFileSync(`./messages/${l}.json`, 'utf8')).join('\0'))
  .digest('base64url')
  .slice(0, 12);

const cdn = process.env.FILE_CDN_URL ? new URL(process.env.FILE_CDN_URL) : null;

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The image host is fixed at build time so server and browser rewrite image URLs alike (docs/product.md#global).
  env: { FILE_CDN_URL: process.env.FILE_CDN_URL ?? '', MESSAGES_VERSION: messagesVersion },
  images: {
    // A phone-first column (≤ 480 CSS px, DPR ≤ 3): fewer widths keep every srcset, and so every page, small.
    // Shared with lib/image-props.ts, which builds the public pages' srcsets without next/image's client code.
    deviceSizes: IMAGE_DEVICE_SIZES,
    // AVIF first (about a fifth smaller than WebP at the same quality), WebP for browsers without it.
    formats: ['image/avif', 'image/webp'],
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    remotePatterns: cdn
      ? [{ protocol: cdn.protocol.replace(':', '') as 'http' | 'https', hostname: cdn.hostname, port: cdn.port }]
      : [],
  },
  poweredByHeader: false,
  // One id per commit (or BUILD_ID): instances built apart from one commit serve each other's pages.
  generateBuildId: () => buildIdOf(process.env),
  // `npm test` type-checks the whole project first; its e2e build need not do it again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: securityHeaders(production) },
      // Everything else gets its policy, with a per-request nonce, from proxy.ts.
      ...UNPROXIED_PATHS.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(production) }],
      })),
      // The login popup comes back here from the provider's origin: any COOP other than unsafe-none
      // would switch browsing context groups and cut window.opener (the BroadcastChannel stays as fallback).
      { source: '/oauth/:path*', headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'unsafe-none' }] },
      { source: '/api/auth/:path*', headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'unsafe-none' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
