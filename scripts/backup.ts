// `npm run backup [-- --out DIR]`: pg_dump of DATABASE_URL, the upload storage's listing (key, size, sha256; the
// files themselves when they are local) and manifest.json into DIR (default .data/backups/<UTC time>).
// Restoring and the drill: docs/operations.md.
import { defaultBackupDir, takeBackup } from '../backend/ops/backup';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { StartupError } from '../backend/lib/startup-error';
import { createStorage } from '../backend/storage/create';

const USAGE = 'usage: npm run backup [-- --out DIR]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

await runMain(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--out') && !option(args, '--out')) throw new StartupError(USAGE);
  const e = env();
  if (!e.DATABASE_URL)
    throw new StartupError(
      'npm run backup dumps a PostgreSQL database (DATABASE_URL) and none is set: this app runs on the embedded ' +
        `PGlite database in ${e.PGLITE_DIR}.\nPGlite has no pg_dump; its backup is a copy of its directory taken while ` +
        `nothing has it open. Stop the app (npm start, the worker), then copy ${e.PGLITE_DIR} and ${e.UPLOAD_DIR} ` +
        `together, e.g.\n  tar -czf pglite-backup.tgz ${e.PGLITE_DIR} ${e.UPLOAD_DIR}\nSee docs/operations.md.`,
    );
  const started = Date.now();
  const out = option(args, '--out') ?? defaultBackupDir();
  const storage = createStorage(e);
  const manifest = await takeBackup({ databaseUrl: e.DATABASE_URL, storage, out, log: console.log });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`[backup] done in ${seconds(Date.now() - started)}: ${out}`);
  console.log(
    `  database  ${manifest.database.url}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `dump ${mb(manifest.database.dumpBytes)} (pg_dump ${manifest.database.pgDumpVersion})`,
  );
  console.log(
    `  migration ${manifest.database.newestMigration.tag ?? manifest.database.newestMigration.createdAt} (newest applied)`,
  );
  console.log(
    `  files     ${manifest.storage.location}: ${manifest.storage.objects} objects, ${mb(manifest.storage.bytes)}` +
      (manifest.storage.copied ? ' (copied)' : ' (listed only: the bucket keeps its own versions)'),
  );
  for (const [step, ms] of Object.entries(manifest.steps)) console.log(`  ${step.padEnd(12)} ${seconds(ms)}`);
});
