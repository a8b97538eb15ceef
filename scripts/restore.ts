// `npm run restore -- --from DIR --into postgres://… [--force] [--jobs N] [--upload-dir DIR] [--verify-only]`
// Restores a backup of `npm run backup` into an empty PostgreSQL database and puts its files back (into
// --upload-dir, else the configured storage: UPLOAD_DIR or S3_BUCKET), then checks every table's row count
// against the manifest and every file's sha256 against the listing. Exit 1 on any difference. --verify-only runs
// the check alone, on a database and storage restored earlier. docs/operations.md.
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { StartupError } from '../backend/lib/startup-error';
import { restoreBackup } from '../backend/ops/restore';
import { verifyRestore } from '../backend/ops/verify';
import { createStorage } from '../backend/storage/create';
import { LocalStorage } from '../backend/storage/local';

const USAGE =
  'usage: npm run restore -- --from DIR --into postgres://user@host:5432/db [--force] [--jobs N] [--upload-dir DIR] [--verify-only]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

await runMain(async () => {
  const args = process.argv.slice(2);
  const from = option(args, '--from');
  const into = option(args, '--into');
  const jobs = Number(option(args, '--jobs') ?? 1);
  if (!from || !into || !/^postgres(ql)?:\/\//.test(into) || !Number.isInteger(jobs) || jobs < 1)
    throw new StartupError(USAGE);
  const uploadDir = option(args, '--upload-dir');
  const storage = uploadDir ? new LocalStorage(uploadDir) : createStorage(env());
  const started = Date.now();
  const report = args.includes('--verify-only')
    ? await verifyRestore({ from, into, storage })
    : await restoreBackup({ from, into, storage, force: args.includes('--force'), jobs, log: console.log });

  const { manifest } = report;
  console.log(`[restore] backup of ${manifest.database.url} taken ${manifest.takenAt}`);
  console.log(`  database  ${report.tables} tables, ${report.rows} rows`);
  console.log(
    `  files     ${report.files} listed (${(report.bytes / 1_048_576).toFixed(1)} MB) in ${storage.kind} storage` +
      (report.unlisted ? `, ${report.unlisted} more not in the backup` : ''),
  );
  for (const [step, ms] of Object.entries(report.steps)) console.log(`  ${step.padEnd(12)} ${seconds(ms)}`);
  console.log(`  total        ${seconds(Date.now() - started)}`);
  if (report.mismatches.length > 0) {
    console.log(`[restore] NOT verified: ${report.mismatches.length} differences from the backup`);
    for (const m of report.mismatches.slice(0, 50)) console.log(`  ${m}`);
    process.exit(1);
  }
  console.log('[restore] verified: every table has the backup’s row count and every file its sha256');
});
