import { createRouter } from '../../lib/create-router';
import { errorBody } from '../../lib/errors';
import type { AppEnv } from '../../lib/types';
import type { Context } from 'hono';
import { LocalStorage } from '../../storage/local';
import type { Storage } from '../../storage/storage';
import { keyOfUploadPath } from '../../storage/upload-keys';
import { verifyUploads } from '../../storage/verify';
import { findUpload } from '../uploads/uploads.repository';
import { logger } from '../../lib/logger';

function keyOf(c: Context<AppEnv>): string {
  try {
    return decodeURIComponent(c.req.path.slice('/files/'.length));
  } catch {
    return '';
  }
}

class TooLarge extends Error {}

/** The body, failing with TooLarge once more than `max` bytes have come. */
function limited(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

// GET /files/<key>: stored images, never sniffed as anything else; originals (`uploads/…`, metadata
// included) are never served, only their public copies (`photos/…`, `media/…`). PUT /files/<key>: the local
// driver's signed upload. Not in the OpenAPI document: they carry bytes, not JSON, and the web app reaches
// them through its own /files route.
export const filesRouter = (storage: Storage) =>
  createRouter()
    .get('/files/*', async (c) => {
      const key = keyOf(c);
      const file = key && !key.startsWith('uploads/') ? await storage.open(key) : null;
      if (!file) return c.json(errorBody('NOT_FOUND', 'File not found'), 404, { 'x-content-type-options': 'nosniff' });
      return new Response(file.body, {
        headers: {
          'content-type': file.type,
          'content-length': String(file.size),
          // Members' photos can be taken down (review deleted, consent withdrawn) and clinics' images replaced:
          // caches keep them a day at most. Demo pictures never change under their key.
          'cache-control':
            key.startsWith('photos/') || key.startsWith('media/')
              ? 'public, max-age=86400'
              : 'public, max-age=31536000, immutable',
          'last-modified': file.mtime.toUTCString(),
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        },
      });
    })
    .put('/files/*', async (c) => {
      const key = keyOf(c);
      const upload = keyOfUploadPath(key);
      if (!(storage instanceof LocalStorage) || !upload || upload.key !== key)
        return c.json(errorBody('NOT_FOUND', 'Not an upload URL'), 404);
      const signed = storage.checkSignedPut(key, new URL(c.req.url).searchParams);
      if (!signed.ok) return c.json(errorBody('FORBIDDEN', signed.reason), 403);
      const { type, maxBytes } = signed.put;
      if (c.req.header('content-type') !== type) {
        return c.json(
          errorBody('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${type}, as the upload URL was signed for`),
          415,
        );
      }
      const declared = c.req.header('content-length');
      if (declared !== undefined && !/^\d+$/.test(declared))
        return c.json(errorBody('VALIDATION_ERROR', 'Content-Length is not a number'), 400);
      if (Number(declared) > maxBytes)
        return c.json(errorBody('PAYLOAD_TOO_LARGE', `The body is larger than the ${maxBytes} bytes signed for`), 413);
      const row = await findUpload(c.var.db, upload, key);
      if (!row) return c.json(errorBody('NOT_FOUND', 'Unknown upload'), 404);
      if (row.status !== 'PENDING')
        return c.json(errorBody('CONFLICT', 'This upload was already received and checked'), 409);
      const body = c.req.raw.body;
      if (!body) return c.json(errorBody('VALIDATION_ERROR', 'The body is empty'), 400);
      try {
        await storage.put(key, limited(body, maxBytes), type);
      } catch (err) {
        if (err instanceof TooLarge || (err as { cause?: unknown }).cause instanceof TooLarge) {
          return c.json(
            errorBody('PAYLOAD_TOO_LARGE', `The body is larger than the ${maxBytes} bytes signed for`),
            413,
          );
        }
        throw err;
      }
      // Checked now, so the review that names it does not wait; verifyUploads runs again there (idempotent).
      await verifyUploads(c.var.db, storage, upload, [key]).catch((err: unknown) =>
        logger('files').error({ err }, 'verify after upload failed'),
      );
      return c.body(null, 200);
    });
