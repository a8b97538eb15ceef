import { errorBody } from '@/backend/lib/errors';
import { fetchableNamespaces } from '@/lib/i18n/client-messages';
import { MESSAGES_VERSION, parseMessagesQuery } from '@/lib/i18n/lazy-messages';
import { messagesFor } from '@/lib/i18n/messages';

// GET /i18n/<locale>?ns=Counsel,Login&v=<version>: namespaces of a locale's catalogue for a lazily loaded part of
// a page (lib/i18n/lazy-messages.ts). The catalogue is in the build, so the answer only changes with a deploy.

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const url = new URL(request.url);
  const fetchable = fetchableNamespaces(messagesFor('ko') as Record<string, unknown>);
  const query = parseMessagesQuery((await params).locale, url.searchParams.get('ns'), fetchable);
  if ('fields' in query)
    return Response.json(
      errorBody('VALIDATION_ERROR', `Invalid query: ${Object.keys(query.fields).join(', ')}`, query.fields),
      { status: 400 },
    );
  const catalogue = messagesFor(query.locale) as Record<string, unknown>;
  const body = Object.fromEntries(query.names.map((n) => [n, catalogue[n]]));
  // The current version's answer never changes; any other (a page from before a deploy) is answered, briefly.
  const immutable = url.searchParams.get('v') === MESSAGES_VERSION && MESSAGES_VERSION !== 'dev';
  return Response.json(body, {
    headers: {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'Content-Language': query.locale,
    },
  });
}
