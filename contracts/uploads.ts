import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from './photo-entry';

// GET /s3/generate-s3-url's query (spec §7: filename and filetype; filesize optional), shared by the BFF and the backend.

const tooLarge = `filesize must be an integer between 1 and ${MAX_UPLOAD_BYTES} (100 MB)`;

export const uploadUrlQuery = z.object({
  filename: z
    .string({ error: 'filename is required' })
    .trim()
    .min(1, 'filename is required')
    .max(255, 'filename must be at most 255 characters')
    .meta({
      description: "The file's name on the member's device (kept with the upload, never used as its key)",
      example: 'after-1.jpg',
    }),
  filetype: z
    .enum(ACCEPTED_IMAGE_TYPES, { error: 'filetype must be one of image/jpeg, image/png, image/webp' })
    .meta({ description: 'The Content-Type the PUT must carry', example: 'image/jpeg' }),
  filesize: z
    .string()
    .regex(/^[0-9]{1,10}$/, tooLarge)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_UPLOAD_BYTES, tooLarge)
    .optional()
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: MAX_UPLOAD_BYTES,
      description: 'Bytes the file has; the URL then accepts exactly (S3) or at most (local) that many',
    }),
});

export type UploadUrlQuery = z.input<typeof uploadUrlQuery>;
