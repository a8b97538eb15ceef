// What the soak's clients saw, request by request, and its summary: counts per status, latency percentiles
// overall and per kind of request, and what happened while the database was down.

/** A status code, or what happened instead of one. */
export type Outcome = number | 'timeout' | 'network';

export interface Sample {
  kind: string;
  outcome: Outcome;
  ms: number;
  /** When it ended (epoch ms). */
  at: number;
  /** Whether the request started during a disruption: the database stopped (or not yet accepting connections),
   * or a web instance being restarted (`npm run soak -- --cluster`). */
  duringOutage: boolean;
  /** A 503 or 429 that said when to try again. */
  retryAfter: boolean;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

export class Stats {
  readonly samples: Sample[] = [];

  /** What `duringOutage` means in the summary. */
  constructor(private readonly disruption = 'the database was down') {}

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  get serverErrors(): Sample[] {
    return this.samples.filter((s) => typeof s.outcome === 'number' && s.outcome >= 500 && s.outcome !== 503);
  }

  get unavailableWithoutRetryAfter(): Sample[] {
    return this.samples.filter((s) => s.outcome === 503 && !s.retryAfter);
  }

  /** The printed summary (markdown tables). */
  summary(): string {
    const all = this.samples;
    const counts = new Map<string, number>();
    for (const s of all) counts.set(String(s.outcome), (counts.get(String(s.outcome)) ?? 0) + 1);
    const statusLine = [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
    const outage = all.filter((s) => s.duringOutage);
    const outageCounts = new Map<string, number>();
    for (const s of outage) outageCounts.set(String(s.outcome), (outageCounts.get(String(s.outcome)) ?? 0) + 1);
    const lines = [
      `requests: ${all.length}`,
      `status counts: ${statusLine}`,
      `started while ${this.disruption}: ${outage.length} (${[...outageCounts.entries()].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'})`,
      `503 answers: ${all.filter((s) => s.outcome === 503).length}, of which without Retry-After: ${this.unavailableWithoutRetryAfter.length}`,
      `5xx other than 503: ${this.serverErrors.length}`,
      '',
      '| kind | requests | 2xx/3xx | 4xx | 503 | other failures | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    const kinds = [...new Set(all.map((s) => s.kind))].sort();
    for (const kind of ['all', ...kinds]) {
      const group = kind === 'all' ? all : all.filter((s) => s.kind === kind);
      const ok = group.filter((s) => typeof s.outcome === 'number' && s.outcome < 400).length;
      const client = group.filter((s) => typeof s.outcome === 'number' && s.outcome >= 400 && s.outcome < 500).length;
      const unavailable = group.filter((s) => s.outcome === 503).length;
      const other = group.length - ok - client - unavailable;
      const times = group.map((s) => s.ms).sort((a, b) => a - b);
      const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0));
      lines.push(
        `| ${kind === 'all' ? '**all**' : kind} | ${group.length} | ${ok} | ${client} | ${unavailable} | ${other} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? NaN)} |`,
      );
    }
    return lines.join('\n');
  }
}
