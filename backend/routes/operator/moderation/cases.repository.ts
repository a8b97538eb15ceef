import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { ReviewSnapshot } from '../../../db/schema';
import { toIso } from '../../../lib/sql';
import { fileUrl } from '../../../lib/files';
import { checkAdWording } from '@/contracts/ad-wording';
import type { ModerationCase, ModerationCaseSummary, ModerationHistory } from '@/contracts/moderation';
import type { CaseKind, LogAction, MemberReportReason, Requester } from '@/contracts/moderation-rules';

// The operator console's reads: the queue, one case with everything an operator weighs, and histories.

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Stamp = Date | string;
type SummaryRow = {
  id: number;
  kind: CaseKind;
  state: 'OPEN' | 'DECIDED';
  opened_at: Stamp;
  clinic_id: number;
  clinic_name: string;
  review_id: number;
  title: string | null;
  content: string | null;
  snapshot: ReviewSnapshot | null;
  report_count: number;
  objection: boolean;
  hidden_until: Stamp | null;
  request_reason: string | null;
  decision: ModerationCaseSummary['decision'];
  decision_reason: string | null;
  decided_at: Stamp | null;
  total: number;
};

const summarySelect = sql`select m.id, m.kind, m.state, m.opened_at, m.clinic_id, c.name as clinic_name, m.review_id,
    r.title, r.content, m.snapshot,
    (select count(*)::int from review_reports p where p.case_id = m.id) as report_count,
    m.objection_at is not null as objection, m.hidden_until, m.request_reason, m.decision, m.decision_reason,
    m.decided_at, count(*) over ()::int as total
  from moderation_cases m join clinics c on c.id = m.clinic_id left join reviews r on r.id = m.review_id`;

const wordsOf = (r: Pick<SummaryRow, 'title' | 'content' | 'snapshot'>) =>
  r.title !== null ? `${r.title}\n${r.content ?? ''}` : r.snapshot ? `${r.snapshot.title}\n${r.snapshot.content}` : '';

const toSummary = (r: SummaryRow): ModerationCaseSummary => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  openedAt: toIso(r.opened_at),
  clinic: { id: r.clinic_id, name: r.clinic_name },
  reviewId: r.review_id,
  reviewTitle: r.title ?? r.snapshot?.title ?? null,
  reportCount: r.report_count,
  objection: r.objection,
  adWordingCount: checkAdWording(wordsOf(r)).length,
  hiddenUntil: r.state === 'OPEN' ? toIso(r.hidden_until) : null,
  requestReason: r.request_reason,
  decision: r.decision,
  decisionReason: r.decision_reason,
  decidedAt: toIso(r.decided_at),
});

/** The queue: open cases oldest first (decided ones newest decided first), optionally of one kind. */
export async function listCases(
  db: DbOrTx,
  q: { state: 'OPEN' | 'DECIDED'; kind?: CaseKind; offset: number; limit: number },
): Promise<{ data: ModerationCaseSummary[]; total: number }> {
  const kind = q.kind ? sql`and m.kind = ${q.kind}` : sql``;
  const order = q.state === 'OPEN' ? sql`m.opened_at asc, m.id asc` : sql`m.decided_at desc, m.id desc`;
  const found = await rows<SummaryRow>(
    db,
    sql`${summarySelect} where m.state = ${q.state} ${kind} order by ${order} offset ${q.offset} limit ${q.limit}`,
  );
  return { data: found.map(toSummary), total: found[0]?.total ?? 0 };
}

type ReviewRow = {
  id: number;
  title: string;
  content: string;
  rating: number;
  verification: 'BOOKED' | 'CONSULTED' | 'TREATED';
  created_at: Stamp;
  member_id: number | null;
  nickname: string | null;
  photos: string[] | null;
};

/** One case with the review, its counsel's history, the clinic's reply, the reports, the objection and the log. */
export async function getCase(db: DbOrTx, id: number): Promise<ModerationCase | undefined> {
  const [c] = await rows<
    SummaryRow & {
      request_text: string | null;
      objection_text: string | null;
      objection_at: Stamp | null;
      decision_note: string | null;
      decided_by_user_id: string | null;
    }
  >(
    db,
    sql`select s.*, m.request_text, m.objection_text, m.objection_at, m.decision_note, m.decided_by_user_id
      from (${summarySelect} where m.id = ${id}) s join moderation_cases m on m.id = s.id`,
  );
  if (!c) return undefined;
  const [review] = await rows<ReviewRow>(
    db,
    sql`select r.id, r.title, r.content, r.rating, r.verification, r.created_at, r.member_id, mb.nickname,
        (select array_agg(p.path order by p.kind, p.position) from review_photos p where p.review_id = r.id) as photos
      from reviews r left join members mb on mb.id = r.member_id where r.id = ${c.review_id}`,
  );
  const reports = await rows<{
    id: number;
    member_id: number;
    reason: MemberReportReason;
    text: string | null;
    created_at: Stamp;
  }>(db, sql`select id, member_id, reason, text, created_at from review_reports where case_id = ${id} order by id`);
  const history = await rows<{ from_state: string; to_state: string; actor: string; created_at: Stamp }>(
    db,
    sql`select h.from_state, h.to_state, h.actor, h.created_at from counsel_state_changes h
      join counsels k on k.id = h.counsel_id where k.review_id = ${c.review_id} order by h.id`,
  );
  const [reply] = await rows<{ content: string; created_at: Stamp }>(
    db,
    sql`select content, created_at from review_replies where review_id = ${c.review_id}`,
  );
  const log = await rows<{ action: LogAction; requested_by: Requester; reason: string; created_at: Stamp }>(
    db,
    sql`select action, requested_by, reason, created_at from review_moderation_log where case_id = ${id} order by id`,
  );
  return {
    ...toSummary(c),
    review: review
      ? {
          id: review.id,
          title: review.title,
          content: review.content,
          rating: review.rating,
          photos: (review.photos ?? []).map(fileUrl),
          verification: review.verification.toLowerCase() as 'booked',
          created_at: toIso(review.created_at),
          writerMemberId: review.member_id,
          writerNickname: review.nickname,
        }
      : null,
    snapshot: c.snapshot,
    request: c.request_reason ? { reason: c.request_reason, text: c.request_text } : null,
    objectionDetail: c.objection_text && c.objection_at ? { text: c.objection_text, at: toIso(c.objection_at) } : null,
    reports: reports.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      reason: r.reason,
      text: r.text,
      created_at: toIso(r.created_at),
    })),
    reportReasons: reports.reduce<Record<string, number>>((a, r) => ({ ...a, [r.reason]: (a[r.reason] ?? 0) + 1 }), {}),
    counselHistory: history.map((h) => ({
      from: h.from_state,
      to: h.to_state,
      actor: h.actor,
      at: toIso(h.created_at),
    })),
    reply: reply ? { content: reply.content, created_at: toIso(reply.created_at) } : null,
    adWording: checkAdWording(wordsOf(c)),
    decisionNote: c.decision_note,
    decidedBy: c.decided_by_user_id,
    log: log.map((l) => ({ action: l.action, requestedBy: l.requested_by, reason: l.reason, at: toIso(l.created_at) })),
  };
}

const HISTORY_LIMIT = 200;

/** A member's moderation history: the reports they filed and the cases about their reviews. */
export async function memberHistory(db: DbOrTx, memberId: number): Promise<ModerationHistory> {
  const filed = await rows<{ case_id: number; review_id: number; reason: string; created_at: Stamp }>(
    db,
    sql`select case_id, review_id, reason, created_at from review_reports where member_id = ${memberId}
      order by id desc limit ${HISTORY_LIMIT}`,
  );
  const cases = await rows<SummaryRow>(
    db,
    sql`${summarySelect} where m.writer_member_id = ${memberId} order by m.id desc limit ${HISTORY_LIMIT}`,
  );
  return {
    reportsFiled: filed.map((r) => ({
      caseId: r.case_id,
      reviewId: r.review_id,
      reason: r.reason,
      created_at: toIso(r.created_at),
    })),
    cases: cases.map(toSummary),
  };
}

/** A clinic's: every case about its reviews (its own takedown requests and their outcomes among them). */
export async function clinicHistory(db: DbOrTx, clinicId: number): Promise<ModerationHistory> {
  const cases = await rows<SummaryRow>(
    db,
    sql`${summarySelect} where m.clinic_id = ${clinicId} order by m.id desc limit ${HISTORY_LIMIT}`,
  );
  return { reportsFiled: [], cases: cases.map(toSummary) };
}
