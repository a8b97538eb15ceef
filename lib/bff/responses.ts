export const jsonError = (status: number, code: string, message: string, headers?: HeadersInit) =>
  Response.json({ error: { code, message } }, { status, headers });

export const unauthorized = () => jsonError(401, 'UNAUTHORIZED', 'Login required');
export const forbidden = (why: string) => jsonError(403, 'FORBIDDEN', why);
export const methodNotAllowed = (allow: string) => jsonError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', { allow });
export const unavailable = () => jsonError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
