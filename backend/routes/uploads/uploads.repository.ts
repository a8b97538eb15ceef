import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, uploadedFiles } from '../../db/schema';
import { ownedBy } from '../../storage/owner';
import type { UploadOwner } from '../../storage/upload-keys';

export interface NewUpload {
  owner: UploadOwner;
  key: string;
  name: string;
  type: string;
  size: number;
}

/** The PENDING row of an upload URL just handed out. */
export async function insertUpload(db: DbOrTx, { owner, ...upload }: NewUpload): Promise<void> {
  await db
    .insert(uploadedFiles)
    .values({ ...upload, memberId: owner.memberId ?? null, clinicId: owner.clinicId ?? null, status: 'PENDING' });
}

export async function findUpload(db: DbOrTx, owner: UploadOwner, key: string) {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(ownedBy(owner), eq(uploadedFiles.key, key)));
  return row ?? null;
}

/** How many upload URLs the owner was given since `since` (the per-member and per-clinic quota). */
export async function countUploadsSince(db: DbOrTx, owner: UploadOwner, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploadedFiles)
    .where(and(ownedBy(owner), gt(uploadedFiles.createdAt, since)));
  return row.n;
}

/** Whether the member has the health-information consent that review photos need. */
export async function hasHealthConsent(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ at: members.healthConsentAt }).from(members).where(eq(members.id, memberId));
  return Boolean(row?.at);
}
