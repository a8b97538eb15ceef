import { relay, withStaff } from '@/lib/bff/handler';
import { toSearch } from '@/contracts/common';
import { uploadUrlQuery } from '@/contracts/uploads';

// GET /api/partner/upload-url?filename&filetype&filesize → { data: { url } }: where the console PUTs one image
// (the backend's GET /s3/generate-s3-url with the STAFF token: a key under the clinic's own prefix).
export const GET = withStaff({ name: 'GET /api/partner/upload-url', query: uploadUrlQuery }, async ({ call, query }) =>
  relay(await call(`/s3/generate-s3-url${toSearch(query)}`)),
);
