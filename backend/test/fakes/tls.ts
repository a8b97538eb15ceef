import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A self-signed certificate for localhost and 127.0.0.1, made once per process with the machine's openssl: Web Push
// services are HTTPS-only (web-push speaks nothing else), so the local push service needs one. Callers trust it
// explicitly (an https.Agent with `ca`); nothing is written outside a temporary folder.

let made: { key: string; cert: string } | undefined;

export function localhostCertificate(): { key: string; cert: string } {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  made = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  return made;
}
