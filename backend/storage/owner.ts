import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../db/schema';
import type { UploadOwner } from './upload-keys';

/** uploaded_files rows of this owner (a member's review photos or a clinic's images). */
export const ownedBy = (owner: UploadOwner) =>
  owner.memberId !== undefined
    ? eq(uploadedFiles.memberId, owner.memberId)
    : eq(uploadedFiles.clinicId, owner.clinicId);
