// Used by `npm run dev`: migrate, and seed demo data into an empty database.
import { prepareConfiguredDatabase } from '../backend/db/prepare';
import { runMain } from '../backend/lib/main';

await runMain(() => prepareConfiguredDatabase());
