import { forwarder } from '@/lib/bff/forward';

// GET /api/s3/generate-s3-url?filename&filetype&filesize → { data: { url } }: where the browser PUTs one photo
// (the backend's route of the same path, called as the signed-in member).
export const GET = forwarder('member');
