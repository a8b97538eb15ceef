import { createRouter } from '../../lib/create-router';
import { errorBody } from '../../lib/errors';
import type { LocalStorage } from '../../storage/local';

// GET /files/<key>: stored images, immutable by key, never sniffed as anything else. Not in the OpenAPI
// document: it serves bytes, not JSON, and the web app reaches it through its own /files route.
export const filesRouter = (storage: LocalStorage) =>
  createRouter().get('/files/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/files/'.length));
    } catch {
      key = '';
    }
    const file = key ? await storage.open(key) : null;
    if (!file) return c.json(errorBody('NOT_FOUND', 'File not found'), 404);
    return new Response(file.body, {
      headers: {
        'content-type': file.type,
        'content-length': String(file.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'last-modified': file.mtime.toUTCString(),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  });
