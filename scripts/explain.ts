// `npm run explain`: the query plans behind the most used public and member requests, on the scale data set in
// PostgreSQL (the bench's database; run `npm run bench -- --target postgres` once to seed it). Every statement a
// request sends is run first as EXPLAIN (ANALYZE, BUFFERS) with the same values, then for real; the plans are
// written to docs/query-plans.md with the date.
//   --path P (repeatable): explain these requests instead of the usual ones (e.g. --path '/public/reviews?specialtyId=1&partId=2')
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench)   --out FILE (default docs/query-plans.md)
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { createBackend } from '../backend/app';
import { loadRootSecret } from '../backend/auth/secret';
import { signAccessToken } from '../backend/auth/tokens';
import { openPostgres } from '../backend/db/client';
import { bookmarks, clinics, members } from '../backend/db/schema';
import { LocalStorage } from '../backend/storage/local';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const OUT = outAt >= 0 && argv[outAt + 1] ? argv[outAt + 1] : 'docs/query-plans.md';
const onlyPaths = argv.flatMap((a, i) => (a === '--path' && argv[i + 1] ? [argv[i + 1]] : []));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

const database = openPostgres(PG_URL, 1);
const { pool } = database;

interface Captured {
  sql: string;
  plan: string;
}
let capturing: Captured[] | null = null;

// Drizzle sends every statement of a request through pool.query (no transactions on these reads).
type QueryArg = string | { text: string; values?: unknown[] };
const realQuery = pool.query.bind(pool) as (q: QueryArg, values?: unknown[]) => Promise<unknown>;
(pool as unknown as { query: typeof realQuery }).query = async (q: QueryArg, values?: unknown[]) => {
  const text = typeof q === 'string' ? q : q.text;
  const vals = typeof q === 'string' ? values : (q.values ?? values);
  if (capturing && /^\s*(select|with)\b/i.test(text)) {
    const res = (await realQuery({ text: `explain (analyze, buffers, costs off) ${text}`, values: vals })) as {
      rows: { 'QUERY PLAN': string }[];
    };
    capturing.push({ sql: text, plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return realQuery(q, values);
};

const app = createBackend({ db: database.db, storage: new LocalStorage('.data/uploads') });

async function main() {
  await loadRootSecret(database.db);
  const [hot] = await database.db.select({ id: clinics.id }).from(clinics).orderBy(desc(clinics.reviewCount)).limit(1);
  // A member with a few bookmarks, for the member calls (removed at the end).
  const [member] = await database.db
    .insert(members)
    .values({
      provider: 'explain',
      providerUserId: `explain-${randomUUID()}`,
      nickname: `플랜${randomUUID().slice(0, 6)}`,
    })
    .returning({ id: members.id });
  await database.db.insert(bookmarks).values(
    [hot.id, hot.id + 100, hot.id + 200].map((id) => ({
      memberId: member.id,
      bookmarkableType: 'CLINIC' as const,
      bookmarkableId: id,
    })),
  );
  const token = await signAccessToken({ id: member.id, type: 'MEMBER', sessionVersion: 0 });
  const asMember = { headers: { authorization: `Bearer ${token}` } };

  const usual: [string, RequestInit?][] = [
    ['/public/reviews?sort=popular&offset=0&limit=10'],
    [`/public/clinics/${hot.id}`],
    [`/public/reviews?clinicId=${hot.id}&offset=0&limit=10`],
    [`/public/reviews?clinicId=${hot.id}&offset=9990&limit=10`],
    ['/public/clinics?treatmentId=7&offset=0&limit=20'],
    ['/public/events?treatmentId=7&offset=0&limit=20'],
    // The explore hub's picker path (specialty > part > concern): totals from the treatment sets.
    ['/public/reviews?specialtyId=1&partId=1&concernId=8&offset=0&limit=10'],
    ['/public/doctors/123'],
    ['/public/events/456'],
    ['/public/reviews/500000'],
    ['/public/search?q=%ED%8A%B9%EA%B0%80'],
    ['/public/search?q=1234%ED%98%B8%EC%A0%90'],
    ['/member/bookmarks', asMember],
  ];
  const requests: [string, RequestInit?][] = onlyPaths.length > 0 ? onlyPaths.map((p) => [p]) : usual;
  const sections: string[] = [];
  try {
    for (const [path, init] of requests) {
      capturing = [];
      const started = performance.now();
      const res = await app.request(path, init);
      await res.arrayBuffer();
      const ms = performance.now() - started;
      const statements = capturing;
      capturing = null;
      sections.push(
        `## GET ${path}\n\nStatus ${res.status}; ${statements.length} statement(s); ${ms.toFixed(1)} ms with the EXPLAIN runs.\n\n` +
          statements
            .map((s, i) => `### Statement ${i + 1}\n\n\`\`\`sql\n${s.sql}\n\`\`\`\n\n\`\`\`\n${s.plan}\n\`\`\``)
            .join('\n\n'),
      );
      console.log(`${res.status} ${path}: ${statements.length} statement(s)`);
    }
  } finally {
    await database.db.delete(members).where(eq(members.id, member.id));
  }
  writeFileSync(
    OUT,
    `# Query plans\n\nWritten by \`npm run explain\` on ${new Date().toISOString().slice(0, 10)} (scale data set, PostgreSQL ${await serverVersion()}).\n` +
      `Each request's statements as EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) printed them, in the order the backend sent them.\n\n` +
      sections.join('\n\n') +
      '\n',
  );
  console.log(`wrote ${OUT}`);
}

async function serverVersion() {
  const res = (await realQuery('show server_version')) as { rows: { server_version: string }[] };
  return res.rows[0].server_version;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => database.close());
