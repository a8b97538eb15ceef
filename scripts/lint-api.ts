// `npm run lint:api`: the OpenAPI document the backend serves, judged by Redocly's recommended rules
// (redocly.yaml) and Spectral's spectral:oas (.spectral.yaml). Both must report nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBackend } from '../backend/app';

// The configs name this path (the Redocly ignore file is keyed by it); tmp/ is git-ignored.
const DOCUMENT = join('tmp', 'openapi.json');

// Describing the routes touches neither the database nor the file store.
const app = createBackend({ db: undefined as never, storage: undefined as never });
const res = await app.request('/openapi.json');
if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
mkdirSync('tmp', { recursive: true });
writeFileSync(DOCUMENT, `${JSON.stringify(await res.json(), null, 2)}\n`);

const bin = (name: string) => join('node_modules', '.bin', name);
const runs = [
  [bin('redocly'), ['lint', DOCUMENT, '--format=stylish']],
  [bin('spectral'), ['lint', DOCUMENT, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']],
] as const;
let failed = false;
for (const [cmd, args] of runs) {
  const { status } = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
