import { pageTag } from '@/backend/page-cache/tags';
import { touchPages } from '../lib/page-invalidation';
import { requireStaff } from './require-staff';
import type { DbOrTx } from '../db/client';
import { staffAuditLog } from '../db/schema';
import type { StaffContext } from '../lib/types';
import { ErrorSchema } from '@/contracts/errors';

// What every /staff route shares: the staff check, its OpenAPI description, the audit trail.

/**
 * Spread into createRoute: requireStaff runs before any validator, so a request without a valid STAFF token
 * gets 401 (or 403 for a MEMBER token) whatever its body, and never learns which ids exist.
 */
export const staffOnly = { middleware: [requireStaff], security: [{ bearer: [] }], tags: ['staff'] };

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

export const staffErrors = {
  400: error('Invalid input: `error.fields` names each bad field'),
  401: error('No valid staff access token, or the session has ended (password change, logout)'),
  403: error('The token is valid but not a STAFF token'),
  404: error("Unknown, or another clinic's (never 403, so other clinics' ids do not leak)"),
};

export const staffListErrors = { 400: staffErrors[400], 401: staffErrors[401], 403: staffErrors[403] };

export type AuditEntity = 'CLINIC' | 'DOCTOR' | 'EVENT' | 'COUNSEL' | 'REVIEW' | 'ACCOUNT';

/** One row of the clinic's audit trail: who did what to which entity, and which fields (never their values). */
export async function audit(
  db: DbOrTx,
  staff: StaffContext,
  action: string,
  entityType: AuditEntity,
  entityId: number | null,
  fields: string[] = [],
) {
  await db.insert(staffAuditLog).values({
    clinicId: staff.clinicId,
    staffId: staff.id,
    staffUserId: staff.user_id,
    action,
    entityType,
    entityId,
    fields,
  });
  touchPages(...pagesOf(staff.clinicId, entityType, entityId));
}

/**
 * The public pages a staff write changes. The clinic's name, address and images show on its doctors',
 * events' and reviews' pages and cards (all tagged with the clinic); a doctor or event may enter or leave
 * any list (and search); a reply shows on its review. Counsels change reviews through moveCounsel.
 */
function pagesOf(clinicId: number, entityType: AuditEntity, entityId: number | null): string[] {
  const clinic = pageTag.clinic(clinicId);
  if (entityType === 'CLINIC') return [clinic, pageTag.list('clinics')];
  if (entityType === 'DOCTOR')
    return [clinic, pageTag.list('doctors'), ...(entityId ? [pageTag.doctor(entityId)] : [])];
  if (entityType === 'EVENT') return [clinic, pageTag.list('events'), ...(entityId ? [pageTag.event(entityId)] : [])];
  if (entityType === 'REVIEW' && entityId) return [pageTag.review(entityId)];
  return [];
}

/** The fields a PATCH body actually sets (for the audit trail). */
export const fieldsOf = (body: object) =>
  Object.keys(body).filter((k) => (body as Record<string, unknown>)[k] !== undefined);
