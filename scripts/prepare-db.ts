// Used by `npm run dev` and `npm start`: migrate, and seed demo data into an empty database.
import { openDatabase } from '../backend/db/client';
import { prepareDatabase } from '../backend/db/prepare';
import { env } from '../backend/env';
import { LocalStorage } from '../backend/storage/local';

const e = env();
const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
try {
  await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR));
} finally {
  await database.close();
}
