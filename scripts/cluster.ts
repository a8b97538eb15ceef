// `npm run cluster`: several instances behind a real load balancer, on this machine (docs/reliability.md). Starts
// a private PostgreSQL and redis-server, one standalone backend (migrations, demo data), the job worker, two web
// instances over BACKEND_URL sharing the page cache in Redis, and nginx in front (scripts/cluster/), prints the
// addresses, checks once that a write through nginx reaches the page cache of both instances and that the
// per-address limits see the client's address behind nginx, and keeps running until Ctrl-C, then stops and
// removes everything it started.
//   --soak [soak options]  instead: `npm run soak -- --cluster`, the soak's members through nginx while one web
//                          instance is stopped and started again (see scripts/soak.ts)
import { spawn } from 'node:child_process';
import { ensureProductionBuild } from './app-server';
import { Cluster } from './cluster/cluster';
import { checkClientAddress } from './cluster/client-address';
import { checkInvalidation } from './cluster/invalidation';

const argv = process.argv.slice(2);

if (argv.includes('--soak')) {
  const soak = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/soak.ts', '--cluster', ...argv.filter((a) => a !== '--soak')],
    { stdio: 'inherit' },
  );
  // Ctrl-C reaches the soak too (one process group); it stops what it started and exits.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => soak.kill(signal));
  soak.on('exit', (code) => process.exit(code ?? 1));
} else {
  ensureProductionBuild('cluster');
  let cluster: Cluster | undefined;
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    console.error('[cluster] stopping…');
    void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  try {
    cluster = await Cluster.start();
    const check = await checkInvalidation(cluster.url, cluster.webs, 3);
    const address = await checkClientAddress(cluster.url, 'clinic40');
    console.log(`
The cluster runs (Ctrl-C stops it and removes its data):

  the app, through nginx   ${cluster.url}
  web instances            ${cluster.webs.map((w) => w.base).join('  ')}
  backend                  ${cluster.backendBase}  (${cluster.backendBase}/openapi.json)
  PostgreSQL               ${cluster.databaseUrl}
  Redis                    ${cluster.redis!.url}
  logs                     ${cluster.logDir}/ (nginx's access log: ${cluster.nginx!.accessLogPath})

Sign in as a demo member with 개발용 로그인, as clinic staff at ${cluster.url}/partner (clinic1 … clinic40,
partner1234). Page-cache check, a write through nginx seen by both instances: ${check.ok ? 'passed' : 'FAILED'}
${check.lines.map((l) => `  ${l}`).join('\n')}
Client address behind nginx (per-address limits): ${address.ok ? 'passed' : 'FAILED'}
  ${address.line}
`);
  } catch (err) {
    console.error('[cluster] failed:', err);
    stop(1);
  }
}
