import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, uploadedFiles } from '../../db/schema';

export interface NewUpload {
  memberId: number;
  key: string;
  name: string;
  type: string;
  size: number;
}

/** The PENDING row of an upload URL just handed out. */
export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<void> {
  await db.insert(uploadedFiles).values({ ...upload, status: 'PENDING' });
}

export async function findUpload(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.memberId, memberId), eq(uploadedFiles.key, key)));
  return row ?? null;
}

/** How many upload URLs the member was given since `since` (the per-member quota). */
export async function countUploadsSince(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.memberId, memberId), gt(uploadedFiles.createdAt, since)));
  return row.n;
}

/** Whether the member has the health-information consent that review photos need. */
export async function hasHealthConsent(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ at: members.healthConsentAt }).from(members).where(eq(members.id, memberId));
  return Boolean(row?.at);
}
