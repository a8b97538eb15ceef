import 'server-only';
import type { ProviderId } from '@/backend/oauth/config';
import { enabledProviders } from '@/backend/oauth/registry';
import { webEnv } from '@/lib/env';
import { backend, dataOrNull } from './backend-client';
import { logger } from '@/backend/lib/logger';

let remote: Promise<ProviderId[]> | undefined;

/**
 * The login providers the backend has configured (GET /auth/providers), so the login UI never offers a
 * button that cannot work. In process this is read from the configuration directly (no database is
 * opened, e.g. while pages are prerendered at build time); a separate backend is asked once, and again
 * only after a failure.
 */
export function loginProviders(): Promise<ProviderId[]> {
  if (!webEnv().BACKEND_URL) return Promise.resolve(enabledProviders());
  remote ??= dataOrNull(backend.auth.providers.$get()).then((res) => (res?.data ?? []).map((p) => p.id));
  return remote.catch((err) => {
    logger('web').error({ err }, 'login providers unavailable');
    remote = undefined;
    return [];
  });
}
