// `npm run files:sweep`: deletes uploads never attached to a review after 24 hours, attached ones whose
// review no longer shows them, and stray objects without a row (README "Photo uploads").
import { openDatabase } from '../backend/db/client';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { createStorage } from '../backend/storage/create';
import { sweepUploads } from '../backend/storage/sweep';

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    const storage = createStorage(e);
    const counts = await sweepUploads(database.db, storage);
    console.log(
      `[files] swept (${storage.kind}): ${counts.unattached} never attached, ${counts.unreferenced} no longer in a review, ${counts.strays} stray objects`,
    );
  } finally {
    await database.close();
  }
});
