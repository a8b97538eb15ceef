/**
 * Apple answers with response_mode=form_post: a cross-site POST, on which the SameSite=Lax login cookie
 * is not sent. Turn it into a top-level GET of our own page (Lax cookies are sent there), which then
 * finishes the login through the BFF like every other provider.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const params = new URLSearchParams();
  for (const key of ['code', 'state', 'error'] as const) {
    const value = form?.get(key);
    if (typeof value === 'string') params.set(key, value);
  }
  return new Response(null, {
    status: 303,
    headers: { location: `/oauth/apple/done?${params}`, 'cache-control': 'no-store' },
  });
}

export async function GET(request: Request) {
  return new Response(null, { status: 303, headers: { location: `/oauth/apple/done${new URL(request.url).search}` } });
}
