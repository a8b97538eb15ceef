// The soak's disruption in a cluster (`npm run soak -- --cluster`): one web instance is stopped with SIGTERM (it
// drains: backend/lib/graceful.ts) and started again, K times, while the members go on through nginx; then what
// the clients and nginx saw around each restart. Odd restarts are a plain SIGTERM (nginx learns of it from refused
// connections, the readiness watcher from /readyz); even ones take the instance out of nginx's rotation first (a
// graceful reload), as a deploy script would, and put it back once it answers again.
import type { MemberTally } from '../soak/member';
import type { Sample } from '../soak/stats';
import type { Cluster } from './cluster';
import { checkInvalidation, type InvalidationResult } from './invalidation';
import type { AccessLine } from './nginx';

export interface Restart {
  instance: string;
  drainedFirst: boolean;
  /** Epoch ms: the restart began (the drain, or the SIGTERM). */
  beganAt: number;
  sigtermAt: number;
  /** The instance's process had exited (its requests in flight finished). */
  exitedAt: number;
  /** It answered again (its /api/public/specialties). */
  answeringAt: number;
  /** Back in rotation (drained restarts: put back in nginx; else at once). */
  endedAt: number;
  /** The page-cache check made after it. */
  check?: InvalidationResult;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Restarts instance `index` once; `onWindow` says when the disruption starts and ends (the samples' flag). */
export async function restartInstance(
  cluster: Cluster,
  index: number,
  drainFirst: boolean,
  downSeconds: number,
  onWindow: (inWindow: boolean) => void,
): Promise<Restart> {
  onWindow(true);
  const beganAt = Date.now();
  if (drainFirst) {
    await cluster.drain(index);
    // Requests nginx already sent to it finish; new ones go to the other instance.
    await sleep(2_000);
  }
  const sigtermAt = Date.now();
  await cluster.stopWeb(index);
  const exitedAt = Date.now();
  await sleep(downSeconds * 1000);
  await cluster.startWeb(index);
  const answeringAt = Date.now();
  if (drainFirst) await cluster.drain(index, false);
  const endedAt = Date.now();
  onWindow(false);
  return {
    instance: cluster.webs[index].name,
    drainedFirst: drainFirst,
    beganAt,
    sigtermAt,
    exitedAt,
    answeringAt,
    endedAt,
  };
}

/** Runs the page-cache check after a restart (clinic `clinicId` of the demo data). */
export async function checkAfter(cluster: Cluster, restart: Restart, clinicId: number): Promise<void> {
  restart.check = await checkInvalidation(cluster.url, cluster.webs, clinicId);
}

const count = (xs: string[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
};

/** How long after a restart's end its effects are still counted in its window (answers already under way). */
export const WINDOW_TAIL_MS = 10_000;

/** The printed section on the restarts: per restart, the clients' answers, their retries, and nginx's retries. */
export function describeRestarts(
  restarts: Restart[],
  started: number,
  samples: Sample[],
  tallies: MemberTally[],
  access: AccessLine[],
  instancePort: (name: string) => number,
): string[] {
  const lines: string[] = [];
  const s = (ms: number) => `+${((ms - started) / 1000).toFixed(0)} s`;
  for (const [i, r] of restarts.entries()) {
    const from = r.beganAt;
    const to = r.endedAt + WINDOW_TAIL_MS;
    const answers = samples.filter((x) => x.at >= from && x.at <= to);
    const unavailable = answers.filter((x) => x.outcome === 502 || x.outcome === 503 || x.outcome === 504);
    const failed = answers.filter((x) => typeof x.outcome !== 'number');
    const retries = tallies.flatMap((t) => t.retries).filter((x) => x.at >= from && x.at <= to);
    const logged = access.filter((l) => l.at >= from && l.at <= to);
    const nginxRetried = logged.filter((l) => l.upstreams.length > 1);
    const port = instancePort(r.instance);
    const backAt = access.find((l) => l.at > r.answeringAt && l.upstreams.at(-1)?.endsWith(`:${port}`))?.at;
    lines.push(
      `${i + 1}. ${r.instance}: ${r.drainedFirst ? 'taken out of nginx (reload), 2 s later SIGTERM' : 'SIGTERM (no drain in nginx first)'} at ${s(r.sigtermAt)}; ` +
        `exited ${((r.exitedAt - r.sigtermAt) / 1000).toFixed(1)} s after SIGTERM, answering again ${((r.answeringAt - r.exitedAt) / 1000).toFixed(1)} s later ` +
        `(${s(r.answeringAt)}), first request nginx sent it ${backAt ? `${((backAt - r.answeringAt) / 1000).toFixed(1)} s after that` : 'never'}`,
      `   window ${s(from)} … ${s(to)} (until ${WINDOW_TAIL_MS / 1000} s after it was back): ${answers.length} answers to the clients ` +
        `(${count(answers.map((x) => String(x.outcome))) || 'none'}); 502/503/504: ${unavailable.length}, no answer: ${failed.length}; ` +
        `writes sent again by the clients: ${retries.length}${retries.length ? ` (${count(retries.map((x) => x.reason))})` : ''}`,
      `   nginx: ${logged.length} requests, ${nginxRetried.length} of them retried on the other instance ` +
        `(${count(nginxRetried.map((l) => `${l.method} ${l.upstreamStatuses.join('→')} ⇒ ${l.status}`)) || 'none'})`,
    );
    if (r.check)
      lines.push(
        `   page cache afterwards: ${r.check.ok ? 'a write through nginx was seen by both instances' : 'FAILED'} (clinic ${r.check.clinicId})`,
        ...r.check.lines.map((l) => `     ${l}`),
      );
  }
  return lines;
}
