import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RecoveryCurves } from '@/contracts/recovery';
import {
  CHECKIN_DAYS,
  RECOVERY_METRICS,
  shareFigure,
  SIDE_EFFECT_CODES,
  type AnswerFigure,
  type ClinicFigure,
  type ClinicSideEffects,
  type TreatmentSideEffects,
  type ClinicTrust,
  type PriceFigure,
  type TrustMethod,
} from '@/contracts/trust';
import type { DbOrTx } from '../db/client';
import { preparedFor } from '../lib/prepared';
import { inIdList } from '../lib/sql';
import { clinicFigureReplies, trustFigures } from '../db/schema';
import { env } from '../env';
import { WINDOW_DAYS } from './answer';
import type { TrustSubject } from './registry';
import { rowsOf } from './stats';

// Reading the figures for the API, with the thresholds applied (TRUST_*_MIN_N): below its threshold a figure
// carries its n and nothing computed from it.

export type FigureRowOut = typeof trustFigures.$inferSelect;

export async function figuresOf(db: DbOrTx, type: TrustSubject, ids: readonly number[], figures?: readonly string[]) {
  const out = new Map<number, Map<string, FigureRowOut>>();
  if (ids.length === 0) return out;
  // Read with every detail page and list: built once (lib/prepared.ts), the ids and figures bound as text lists.
  const query = preparedFor(db, `trust.figures:${figures ? 'some' : 'all'}`, () =>
    db
      .select()
      .from(trustFigures)
      .where(
        and(
          eq(trustFigures.subjectType, sql.placeholder('type')),
          inIdList(trustFigures.subjectId, 'ids'),
          figures
            ? sql`${trustFigures.figure} = any(string_to_array(${sql.placeholder('figures')}::text, ','))`
            : undefined,
        ),
      ),
  );
  const rows = await query.execute({ type, ids: ids.join(','), figures: figures?.join(',') });
  for (const r of rows) {
    let m = out.get(r.subjectId);
    if (!m) out.set(r.subjectId, (m = new Map()));
    m.set(r.figure, r);
  }
  return out;
}

export function priceFigure(row: FigureRowOut | undefined): PriceFigure {
  const f = shareFigure(row?.n ?? 0, row?.k ?? 0, env().TRUST_PRICE_MIN_N);
  return { ...f, medianExtra: f.rate !== null && row?.median != null ? Math.round(row.median) : null };
}

export function answerFigure(row: FigureRowOut | undefined): AnswerFigure {
  const f = shareFigure(row?.n ?? 0, row?.k ?? 0, env().TRUST_ANSWER_MIN_N);
  return { ...f, medianMinutes: f.rate !== null && row?.median != null ? Math.round(row.median) : null };
}

/** The clinics' price and answer figures (replies only when asked: the clinic page). */
export async function clinicTrustOf(
  db: DbOrTx,
  ids: readonly number[],
  opts: { replies?: boolean } = {},
): Promise<Map<number, ClinicTrust>> {
  const [figures, replies] = await Promise.all([
    figuresOf(db, 'CLINIC', ids, ['price', 'answer']),
    opts.replies && ids.length > 0
      ? preparedFor(db, 'trust.replies', () =>
          db
            .select()
            .from(clinicFigureReplies)
            .where(
              and(
                inIdList(clinicFigureReplies.clinicId, 'ids'),
                inArray(clinicFigureReplies.figure, ['PRICE', 'ANSWER']),
              ),
            ),
        ).execute({ ids: ids.join(',') })
      : Promise.resolve([]),
  ]);
  const out = new Map<number, ClinicTrust>();
  for (const id of ids) {
    const f = figures.get(id);
    const reply = (figure: string) => {
      const r = replies.find((x) => x.clinicId === id && x.figure === figure);
      return r ? { body: r.body, updatedAt: r.updatedAt.toISOString() } : null;
    };
    out.set(id, {
      price: priceFigure(f?.get('price')),
      answer: answerFigure(f?.get('answer')),
      ...(opts.replies ? { replies: { PRICE: reply('PRICE'), ANSWER: reply('ANSWER') } } : {}),
    });
  }
  return out;
}

/** The thresholds and the last recomputation of each family (the method pages). */
export async function trustMethod(db: DbOrTx): Promise<TrustMethod> {
  const [row] = await rowsOf<Record<'price' | 'answer' | 'recovery' | 'sideEffects', Date | string | null>>(
    db,
    sql`select
      (select max(computed_at) from trust_figures where figure = 'price') as price,
      (select max(computed_at) from trust_figures where figure = 'answer') as answer,
      (select max(computed_at) from trust_figures where figure like 'recovery:%') as recovery,
      (select max(computed_at) from trust_figures where figure like 'side_effect%') as "sideEffects"`,
  );
  const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);
  const e = env();
  return {
    thresholds: {
      price: e.TRUST_PRICE_MIN_N,
      answer: e.TRUST_ANSWER_MIN_N,
      recovery: e.TRUST_RECOVERY_MIN_N,
      sideEffects: e.TRUST_SIDE_EFFECT_MIN_N,
    },
    answerWindowDays: WINDOW_DAYS,
    computedAt: {
      price: iso(row?.price),
      answer: iso(row?.answer),
      recovery: iso(row?.recovery),
      sideEffects: iso(row?.sideEffects),
    },
  };
}

/** A subject's recovery curves: every day of every metric, with n; values only from TRUST_RECOVERY_MIN_N on. */
export async function recoveryCurvesOf(db: DbOrTx, type: 'TREATMENT' | 'EVENT', id: number): Promise<RecoveryCurves> {
  const rows = await db
    .select()
    .from(trustFigures)
    .where(
      and(
        eq(trustFigures.subjectType, type),
        eq(trustFigures.subjectId, id),
        sql`${trustFigures.figure} like 'recovery:%'`,
      ),
    );
  const byFigure = new Map(rows.map((r) => [r.figure, r]));
  const threshold = env().TRUST_RECOVERY_MIN_N;
  const metrics = Object.fromEntries(
    RECOVERY_METRICS.map((m) => [
      m,
      CHECKIN_DAYS.map((day) => {
        const r = byFigure.get(`recovery:${m}:${day}`);
        const n = r?.n ?? 0;
        const shown = n >= threshold && n > 0;
        return {
          day,
          n,
          median: shown ? (r?.median ?? null) : null,
          p25: shown ? (r?.p25 ?? null) : null,
          p75: shown ? (r?.p75 ?? null) : null,
        };
      }),
    ]),
  ) as RecoveryCurves['metrics'];
  return { threshold, metrics };
}

/** A clinic's one reply to a figure, or null. */
export async function figureReplyOf(db: DbOrTx, clinicId: number, figure: ClinicFigure) {
  const [r] = await db
    .select()
    .from(clinicFigureReplies)
    .where(and(eq(clinicFigureReplies.clinicId, clinicId), eq(clinicFigureReplies.figure, figure)));
  return r ? { body: r.body, updatedAt: r.updatedAt.toISOString() } : null;
}

/** A clinic's side-effect count (always public) with the rate from the threshold on (docs/trust.md#side-effects). */
export function clinicSideEffectsFigure(row: FigureRowOut | undefined): Omit<ClinicSideEffects, 'reply'> {
  const n = row?.n ?? 0;
  const k = row?.k ?? 0;
  return {
    n,
    k,
    rate: shareFigure(n, k, env().TRUST_SIDE_EFFECT_MIN_N).rate,
    threshold: env().TRUST_SIDE_EFFECT_MIN_N,
  };
}

export async function clinicSideEffectsOf(db: DbOrTx, clinicId: number): Promise<ClinicSideEffects> {
  const [figures, reply] = await Promise.all([
    figuresOf(db, 'CLINIC', [clinicId], ['side_effects']),
    figureReplyOf(db, clinicId, 'SIDE_EFFECTS'),
  ]);
  return { ...clinicSideEffectsFigure(figures.get(clinicId)?.get('side_effects')), reply };
}

/** A treatment's side-effect shares, each published from the threshold on. */
export async function treatmentSideEffectsOf(db: DbOrTx, treatmentId: number): Promise<TreatmentSideEffects> {
  const f = (await figuresOf(db, 'TREATMENT', [treatmentId])).get(treatmentId);
  const min = env().TRUST_SIDE_EFFECT_MIN_N;
  const share = (figure: string) => shareFigure(f?.get(figure)?.n ?? 0, f?.get(figure)?.k ?? 0, min);
  return {
    any: share('side_effects'),
    codes: SIDE_EFFECT_CODES.map((code) => ({ code, ...share(`side_effect:${code}`) })),
  };
}
