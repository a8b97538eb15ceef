import { createHash, randomUUID } from 'node:crypto';
import { signAccessToken } from '../../auth/tokens';
import type { TestBackend } from '../../test/backend';
import type { BackendClient } from '../../test/client';
import { createStaffAccount } from '../auth/staff.repository';
import { createClinic } from '../members/member-test-kit';

// Test helpers for the /staff suites: each suite makes its own clinics (member-test-kit's createClinic, removed
// by its cleanup with everything of theirs, staff accounts included) and staff accounts.

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface TestStaff {
  id: number;
  userId: string;
  password: string;
  clinicId: number;
  token: string;
  /** The typed test client signed in as this staff account. */
  api: BackendClient;
}

export async function createStaff(t: TestBackend, clinicId: number): Promise<TestStaff> {
  const userId = `staff_${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const id = await createStaffAccount(t.database.db, userId, sha256(password), clinicId);
  const token = await signAccessToken({ id, type: 'STAFF', sessionVersion: 0 });
  return { id, userId, password, clinicId, token, api: t.as(token) };
}

/** A clinic of the suite (one doctor, one event) and a staff account of it. */
export async function staffClinic(t: TestBackend) {
  const made = await createClinic(t);
  return { ...made, staff: await createStaff(t, made.clinic.id) };
}

/** A raw request to the app with a bearer token and an optional JSON body. */
export const call = (
  t: TestBackend,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
