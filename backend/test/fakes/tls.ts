import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A self-signed certificate for localhost and 127.0.0.1, made with the machine's openssl: Web Push services are
// HTTPS-only (web-push speaks nothing else), so the local push service needs one. In-process callers trust it with
// an https.Agent (`ca`); an app process under e2e trusts it through NODE_EXTRA_CA_CERTS=<dir>/cert.pem, so the
// e2e runner makes it in a folder of its own first (`dir`) and the test's push service reads it from there.

const made = new Map<string, { key: string; cert: string }>();

export function localhostCertificate(dir?: string): { key: string; cert: string } {
  const at = dir ?? mkdtempSync(join(tmpdir(), 'fake-push-tls-'));
  const cached = made.get(at);
  if (cached) return cached;
  const key = join(at, 'key.pem');
  const cert = join(at, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(at, { recursive: true });
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
      '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' });
  }
  const pair = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  made.set(at, pair);
  return pair;
}
