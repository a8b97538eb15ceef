import { createRouter } from '../../lib/create-router';
import { ApiError, errorBody } from '../../lib/errors';
import { newOwnedUploadKey, type UploadOwner } from '../../storage/upload-keys';
import { MAX_UPLOAD_BYTES } from '../../storage/verify';
import { countUploadsSince, hasHealthConsent, insertUpload } from './uploads.repository';
import { generateUploadUrlRoute } from './uploads.routes';

/** Seconds an upload URL stays usable. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Upload URLs one member (or one clinic) may get per hour (a review has a few photos; this bounds storage abuse). */
export const UPLOADS_PER_HOUR = 300;

export const uploadsRouter = createRouter().openapi(generateUploadUrlRoute, async (c) => {
  const { filename, filetype, filesize } = c.req.valid('query');
  // requireUploader set exactly one of them.
  const staff = c.get('staff') as typeof c.var.staff | undefined;
  const owner: UploadOwner = staff ? { clinicId: staff.clinicId } : { memberId: c.var.member.id };
  // An S3 URL can only bind an exact length: without one, a PUT could store up to 5 GB.
  if (c.var.storage.kind === 's3' && filesize === undefined) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid query: filesize', { filesize: 'filesize is required' });
  }
  // Review photos are health information: nothing is stored before the member's consent to processing it.
  if (owner.memberId !== undefined && !(await hasHealthConsent(c.var.db, owner.memberId))) {
    throw new ApiError(
      403,
      'HEALTH_CONSENT_REQUIRED',
      'Review photos need your consent to the processing of health information (PUT /member/health-consent)',
    );
  }
  if ((await countUploadsSince(c.var.db, owner, new Date(Date.now() - 3_600_000))) >= UPLOADS_PER_HOUR) {
    return c.json(errorBody('RATE_LIMITED', `At most ${UPLOADS_PER_HOUR} uploads an hour`), 429, {
      'retry-after': '3600',
    });
  }
  // The key is the server's, under the caller's own prefix: no client chooses where a file goes.
  const key = newOwnedUploadKey(owner, filetype);
  const url = await c.var.storage.presignPut(key, {
    type: filetype,
    maxBytes: MAX_UPLOAD_BYTES,
    size: filesize,
    expiresIn: UPLOAD_URL_TTL_SECONDS,
  });
  await insertUpload(c.var.db, { owner, key, name: filename, type: filetype, size: filesize ?? 0 });
  return c.json({ data: { url } }, 200);
});
