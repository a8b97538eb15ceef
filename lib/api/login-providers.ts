import 'server-only';
import type { ProviderId } from '@/backend/oauth/config';
import { backend, dataOrNull } from './backend-client';

let known: Promise<ProviderId[]> | undefined;

/**
 * The login providers the backend has configured (GET /auth/providers), so the login UI never offers a
 * button that cannot work. Configuration is fixed for a process's life: asked once, asked again only
 * after a failure.
 */
export function loginProviders(): Promise<ProviderId[]> {
  known ??= dataOrNull(backend.auth.providers.$get()).then((res) => (res?.data ?? []).map((p) => p.id));
  return known.catch((err) => {
    console.error('[web] login providers unavailable', err);
    known = undefined;
    return [];
  });
}
