import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { openDatabase } from '../../db/client';
import { createRuntime } from '../../runtime';
import { LocalStorage } from '../../storage/local';
import { TEST_UPLOAD_DIR } from '../../test/paths';

// `npm run operator:create` is how operators come to exist: what it prints is enough to sign in at /admin (password,
// TOTP secret, recovery codes), and nothing it printed can be read back from the database.

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'operator-create-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const create = (args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(dir, 'db') };
  for (const k of ['DATABASE_URL', 'TEST_DATABASE_URL', 'AUTH_SECRET']) delete env[k];
  return run(process.execPath, ['--import', 'tsx', 'scripts/operator-create.ts', ...args], { env });
};

test('the command creates an operator whose printed password, code and recovery codes sign in', async () => {
  const { stdout } = await create(['--user-id', 'Night.Shift']);
  const password = /password: +(\S+)/.exec(stdout)?.[1];
  const secret = /TOTP secret: +(\S+)/.exec(stdout)?.[1];
  const codes = /recovery codes: +(.+)/.exec(stdout)?.[1].trim().split(/\s+/);
  expect(password).toBeTruthy();
  expect(codes).toHaveLength(10);
  await expect(create(['--user-id', 'night.shift'])).rejects.toMatchObject({
    stderr: expect.stringContaining("an operator 'night.shift' exists already"),
  });

  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    const { app } = await createRuntime(database, new LocalStorage(TEST_UPLOAD_DIR));
    const login = (body: object) =>
      app.request('/operator/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user_id: 'night.shift',
          password: createHash('sha256').update(password!).digest('hex'),
          ...body,
        }),
      });
    expect((await login({ code: generateSync({ secret: secret! }) })).status).toBe(200);
    expect((await login({ recovery_code: codes![0] })).status).toBe(200);
    // Stored sealed and hashed: neither the secret nor a code appears in the table.
    const rows = (await database.db.execute(
      sql`select o.totp_secret, c.code_hash from operators o join operator_recovery_codes c on c.operator_id = o.id`,
    )) as unknown as { rows: { totp_secret: string; code_hash: string }[] };
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(secret!);
    for (const c of codes!) expect(stored).not.toContain(c.replace('-', ''));
  } finally {
    await database.close();
  }
}, 120_000);
