// Test fixture (pglite-lock.int.test.ts): opens a PGlite data directory like any entry point does,
// reports on stdout, and keeps it open until SIGTERM. `node --import tsx backend/test/hold-pglite.ts <dir>`
import { openPglite } from '../db/client';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-pglite.ts <dataDir>');
const database = await openPglite(dir);
process.on('SIGTERM', () => {
  void database.close().then(() => process.exit(0));
});
await database.client.query('select 1');
console.log(JSON.stringify({ open: dir, pid: process.pid }));
setInterval(() => {}, 60_000);
