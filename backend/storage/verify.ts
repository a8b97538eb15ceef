import type { Db } from '../db/client';
import type { LocalStorage } from './local';

/**
 * Before a review's transaction: bring each named upload of the member from PENDING to VERIFIED (bytes
 * checked, SHA-256 recorded, public copy written) or REJECTED. Idempotent.
 * SEAM: replaced by the uploads work (storage drivers); until then uploads are never verified here.
 */
export async function verifyUploads(_db: Db, _storage: LocalStorage, _memberId: number, _keys: string[]): Promise<void> {}
