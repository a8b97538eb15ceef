// `npm run operator:create -- --user-id <id> [--password <password>]`
// Creates an operator (운영자) account for /admin: the only way operators come to exist outside the demo. Prints,
// once, the password (generated when none is given), the TOTP secret with its otpauth:// URI for an authenticator
// app, and ten one-time recovery codes. Nothing of it can be shown again (the secret is sealed, codes are hashed).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../backend/db/client';
import { migrateDatabase } from '../backend/db/migrate';
import { operators } from '../backend/db/schema';
import { env } from '../backend/env';
import { loadRootSecret } from '../backend/auth/secret';
import { runMain } from '../backend/lib/main';
import { StartupError } from '../backend/lib/startup-error';
import { createOperatorAccount } from '../backend/routes/operator/operators.repository';

const USAGE = 'usage: npm run operator:create -- --user-id <id> [--password <password, 12+ characters>]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

await runMain(async () => {
  const args = process.argv.slice(2);
  const userId = option(args, '--user-id')?.trim().toLowerCase();
  if (!userId || !/^[a-z0-9._]{3,64}$/.test(userId))
    throw new StartupError(`--user-id: 3–64 letters, digits, . or _\n${USAGE}`);
  const given = option(args, '--password');
  if (given !== undefined && given.length < 12) throw new StartupError(`--password: 12 characters at least\n${USAGE}`);
  const password = given ?? randomBytes(12).toString('base64url');
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    await migrateDatabase(database);
    await loadRootSecret(database.db); // the TOTP secret is sealed under it
    const [taken] = await database.db.select({ id: operators.id }).from(operators).where(eq(operators.userId, userId));
    if (taken) throw new StartupError(`an operator '${userId}' exists already`);
    const made = await createOperatorAccount(database.db, {
      userId,
      passwordSha256: createHash('sha256').update(password).digest('hex'),
    });
    console.log(`operator '${made.userId}' created (id ${made.id}). Shown once, keep it safe:`);
    if (given === undefined) console.log(`  password:       ${password}`);
    console.log(`  TOTP secret:    ${made.totpSecret}`);
    console.log(`  otpauth URI:    ${made.otpauthUri}`);
    console.log('  recovery codes: ' + made.recoveryCodes.join('  '));
    console.log('Add the secret (or the URI) to an authenticator app, then sign in at /admin/login.');
  } finally {
    await database.close();
  }
});
