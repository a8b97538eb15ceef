import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { audit, fieldsOf } from '../../../auth/staff-route';
import { imageRefs, resolveImages, verifyClinicUploads } from '../media';
import {
  clinicDoctor,
  deleteDoctor,
  insertDoctor,
  listClinicDoctors,
  lockClinicDoctor,
  updateDoctor,
} from './doctors.repository';
import {
  createStaffDoctorRoute,
  deleteStaffDoctorRoute,
  getStaffDoctorRoute,
  listStaffDoctorsRoute,
  patchStaffDoctorRoute,
} from './doctors.routes';

export const staffDoctorsRouter = createRouter()
  .openapi(listStaffDoctorsRoute, async (c) => {
    const data = await listClinicDoctors(c.var.db, c.var.staff.clinicId, c.req.valid('query').lang);
    return c.json({ data, total: data.length }, 200);
  })
  .openapi(createStaffDoctorRoute, async (c) => {
    const body = c.req.valid('json');
    const { db, staff } = c.var;
    const refs = imageRefs({ profileImage: body.profileImage });
    await verifyClinicUploads(db, c.var.storage, staff.clinicId, refs);
    const id = await db.transaction(async (tx) => {
      const keys = await resolveImages(tx, staff.clinicId, refs);
      const created = await insertDoctor(tx, staff.clinicId, {
        ...body,
        profileImage: body.profileImage && keys.get(body.profileImage),
      });
      await audit(tx, staff, 'doctor.create', 'DOCTOR', created, fieldsOf(body));
      return created;
    });
    return c.json({ data: (await clinicDoctor(db, staff.clinicId, id, c.req.valid('query').lang))! }, 201);
  })
  .openapi(getStaffDoctorRoute, async (c) => {
    const doctor = await clinicDoctor(
      c.var.db,
      c.var.staff.clinicId,
      c.req.valid('param').id,
      c.req.valid('query').lang,
    );
    if (!doctor) throw notFound('Doctor');
    return c.json({ data: doctor }, 200);
  })
  .openapi(patchStaffDoctorRoute, async (c) => {
    const body = c.req.valid('json');
    const { id } = c.req.valid('param');
    const { db, staff } = c.var;
    const refs = imageRefs({ profileImage: body.profileImage });
    await verifyClinicUploads(db, c.var.storage, staff.clinicId, refs);
    await db.transaction(async (tx) => {
      if (!(await lockClinicDoctor(tx, staff.clinicId, id))) throw notFound('Doctor');
      const keys = await resolveImages(tx, staff.clinicId, refs);
      await updateDoctor(tx, id, { ...body, profileImage: body.profileImage && keys.get(body.profileImage) });
      await audit(tx, staff, 'doctor.update', 'DOCTOR', id, fieldsOf(body));
    });
    return c.json({ data: (await clinicDoctor(db, staff.clinicId, id, c.req.valid('query').lang))! }, 200);
  })
  .openapi(deleteStaffDoctorRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { staff } = c.var;
    await c.var.db.transaction(async (tx) => {
      if (!(await lockClinicDoctor(tx, staff.clinicId, id))) throw notFound('Doctor');
      await deleteDoctor(tx, id);
      await audit(tx, staff, 'doctor.delete', 'DOCTOR', id);
    });
    return c.body(null, 204);
  });
