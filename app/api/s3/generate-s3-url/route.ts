import { relay, withMember } from '@/lib/bff/handler';
import { toSearch } from '@/contracts/common';
import { uploadUrlQuery } from '@/contracts/uploads';

// GET /api/s3/generate-s3-url?filename&filetype&filesize → { data: { url } }: where the browser PUTs one photo.
export const GET = withMember({ name: 'GET /api/s3/generate-s3-url', query: uploadUrlQuery }, async ({ call, query }) =>
  relay(await call(`/s3/generate-s3-url${toSearch(query)}`)),
);
