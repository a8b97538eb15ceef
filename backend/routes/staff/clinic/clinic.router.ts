import { getClinic } from '../../clinics/clinics.repository';
import { endStaffSessions } from '../../auth/sessions.repository';
import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { audit, fieldsOf } from '../../../auth/staff-route';
import { checkClinicUpload, imageRefs, resolveImages, verifyClinicUploads } from '../media';
import {
  clinicAddressState,
  confirmFailedSignIns,
  listAudit,
  publishIfComplete,
  staffMe,
  storedClinicDescription,
  updateClinic,
} from './clinic.repository';
import { findingsOf } from '@/contracts/ad-wording-reviews';
import { recordAdWordingReview, requireJustification } from '../../ad-wording-reviews/ad-wording-reviews.repository';
import { locateAddress, type Coordinates } from '../../../geo/kakao-local';
import type { DbOrTx } from '../../../db/client';
import {
  checkStaffUploadRoute,
  confirmFailedSignInsRoute,
  patchStaffClinicRoute,
  staffAuditRoute,
  staffClinicRoute,
  staffLogoutRoute,
  staffMeRoute,
} from './clinic.routes';

/**
 * The coordinates to save with a road address: undefined keeps the stored ones (the address unchanged and
 * already located, or still none); a changed or not yet located address is located (null when not found), so
 * coordinates never outlive the address they were found for.
 */
async function locationToSave(
  db: DbOrTx,
  clinicId: number,
  roadAddress: string | null,
): Promise<Coordinates | null | undefined> {
  const stored = await clinicAddressState(db, clinicId);
  if (roadAddress === stored.roadAddress && (stored.located || !roadAddress)) return undefined;
  return roadAddress ? locateAddress(roadAddress) : null;
}

export const staffRouter = createRouter()
  .openapi(staffMeRoute, async (c) => {
    const me = await staffMe(c.var.db, c.var.staff.id);
    if (!me) throw notFound('Staff account');
    return c.json({ data: me }, 200);
  })
  .openapi(confirmFailedSignInsRoute, async (c) => {
    await confirmFailedSignIns(c.var.db, c.var.staff.id, new Date(c.req.valid('query').through));
    return c.body(null, 204);
  })
  .openapi(staffLogoutRoute, async (c) => {
    await endStaffSessions(c.var.db, c.var.staff.id);
    return c.body(null, 204);
  })
  .openapi(staffClinicRoute, async (c) => {
    const clinic = await getClinic(c.var.db, c.var.staff.clinicId, c.req.valid('query').lang, { unpublished: true });
    if (!clinic) throw notFound('Clinic');
    return c.json({ data: clinic }, 200);
  })
  .openapi(patchStaffClinicRoute, async (c) => {
    const { adWordingJustification, ...body } = c.req.valid('json');
    const { staff, db } = c.var;
    // Only a description this save changes is checked (one kept with a reason before is not asked about again).
    const before = body.description === undefined ? undefined : await storedClinicDescription(db, staff.clinicId);
    const findings = findingsOf({ description: body.description !== before ? body.description : null });
    requireJustification(findings, adWordingJustification);
    const refs = imageRefs({
      profileImage: body.profileImage,
      bannerImage: body.bannerImage,
      introductionImages: body.introductionImages,
    });
    await verifyClinicUploads(db, c.var.storage, staff.clinicId, refs);
    // Before the transaction: locating is a network call (bounded).
    const location =
      body.address === undefined
        ? undefined
        : await locationToSave(db, staff.clinicId, body.address.roadAddress ?? null);
    await db.transaction(async (tx) => {
      const keys = await resolveImages(tx, staff.clinicId, refs);
      const key = (path: string | null | undefined) => (path == null ? path : keys.get(path)!);
      await updateClinic(tx, staff.clinicId, {
        ...body,
        address: body.address && {
          postalCode: body.address.postalCode ?? null,
          roadAddress: body.address.roadAddress ?? null,
          detailAddress: body.address.detailAddress ?? null,
        },
        location,
        profileImage: key(body.profileImage),
        bannerImage: key(body.bannerImage),
        introductionImages: body.introductionImages?.map((p) => keys.get(p)!),
      });
      await audit(tx, staff, 'clinic.update', 'CLINIC', staff.clinicId, fieldsOf(body));
      if (findings.length && adWordingJustification)
        await recordAdWordingReview(tx, staff, {
          entityType: 'CLINIC',
          entityId: staff.clinicId,
          findings,
          justification: adWordingJustification,
        });
      if (await publishIfComplete(tx, staff.clinicId))
        await audit(tx, staff, 'clinic.publish', 'CLINIC', staff.clinicId);
    });
    return c.json(
      { data: (await getClinic(db, staff.clinicId, c.req.valid('query').lang, { unpublished: true }))! },
      200,
    );
  })
  .openapi(staffAuditRoute, async (c) =>
    c.json(await listAudit(c.var.db, c.var.staff.clinicId, c.req.valid('query')), 200),
  )
  .openapi(checkStaffUploadRoute, async (c) => {
    const url = await checkClinicUpload(c.var.db, c.var.storage, c.var.staff.clinicId, c.req.valid('json').path);
    return c.json({ data: { url } }, 200);
  });
