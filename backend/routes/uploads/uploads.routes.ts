import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { uploadUrlQuery } from '@/contracts/uploads';
import { requireUploader } from '../../auth/require-uploader';
import { memberErrors } from '../members/member-route';

const UploadUrlSchema = z
  .object({
    url: z.string().meta({
      description:
        'Where to PUT the file, with its Content-Type, within 15 minutes: a path of this app (`/files/uploads/…?expires&type&max&sig`, local storage) ' +
        'or a presigned S3 URL. The photo entry path is this URL without its query.',
      example:
        '/files/uploads/7/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?expires=1767225600&type=image%2Fjpeg&max=2048000&sig=…',
    }),
  })
  .openapi('UploadUrl');

export const generateUploadUrlRoute = createRoute({
  method: 'get',
  path: '/s3/generate-s3-url',
  operationId: 'generateUploadUrl',
  tags: ['member', 'staff'],
  summary:
    'A signed URL to upload one image to (members: review photos; clinic staff: clinic, doctor and event images)',
  description:
    "A presigned PUT URL for a new key under the caller's own prefix (the member's, or the staff member's clinic's), bound to the content type and the size (at most 100 MB). " +
    'JPEG, PNG and WebP only. The upload is checked by its bytes before a review or a staff edit can use it; a copy without metadata is what gets published. ' +
    'Members need the health-information consent first; staff do not.',
  middleware: [requireUploader] as const,
  security: [{ bearer: [] }],
  request: { query: uploadUrlQuery },
  responses: {
    200: ok(dataOf(UploadUrlSchema), 'The URL to PUT the file to'),
    400: memberErrors[400],
    401: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'No valid member or staff access token, or the session has ended',
    },
    403: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'HEALTH_CONSENT_REQUIRED: a member uploads review photos only after the health-information consent',
    },
    429: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'Too many upload URLs in the last hour; see Retry-After',
    },
  },
});
