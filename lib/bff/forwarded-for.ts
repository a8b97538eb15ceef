/**
 * The browser's address as this server saw it (scripts/serve.ts keeps only what trusted proxies wrote), to go
 * along with a backend call that the backend limits per address: staff sign-ins, login starts and callbacks,
 * public API reads such as the search.
 */
export const forwardedFor = (request: Request): Record<string, string> => {
  const chain = request.headers.get('x-forwarded-for');
  return chain ? { 'x-forwarded-for': chain } : {};
};
