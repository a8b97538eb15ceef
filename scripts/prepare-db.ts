// Used by `npm run dev`: migrate, and seed demo data into an empty database.
import { prepareConfiguredDatabase } from '../backend/db/prepare';

await prepareConfiguredDatabase();
