import { createRouter } from '../../lib/create-router';
import { listConcerns, listParts, listSpecialties, listTreatments } from './taxonomy.repository';
import { listConcernsRoute, listPartsRoute, listSpecialtiesRoute, listTreatmentsRoute } from './taxonomy.routes';

const all = <T>(data: T[]) => ({ data, total: data.length });

export const taxonomyRouter = createRouter()
  .openapi(listSpecialtiesRoute, async (c) =>
    c.json(all(await listSpecialties(c.var.db, c.req.valid('query').lang)), 200),
  )
  .openapi(listPartsRoute, async (c) => c.json(all(await listParts(c.var.db, c.req.valid('query').lang)), 200))
  .openapi(listConcernsRoute, async (c) => c.json(all(await listConcerns(c.var.db, c.req.valid('query').lang)), 200))
  .openapi(listTreatmentsRoute, async (c) =>
    c.json(all(await listTreatments(c.var.db, c.req.valid('query').lang)), 200),
  );
