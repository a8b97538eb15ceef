import type * as catalogue from '../../catalogue/taxonomy';
import type { Random } from '../random';
import { spokenConcern } from './concern-words';
import { fill, type FillValues } from './josa';
import * as P from './review-phrases';
import * as T from './review-titles';
import { phrasesOf, type KindPhrases } from './treatment-kinds';

export interface ReviewSubject {
  /** 1–5; the text agrees with it. */
  rating: number;
  treatment: catalogue.CatalogueTreatment;
  /** The clinic's name, or a stand-in such as '이곳'. */
  clinic: string;
  /** A doctor's name (the text adds '원장님'), or a stand-in such as '담당'. */
  doctor: string;
  /** Where the clinic is ('강남'), or a stand-in such as '동네'. */
  area: string;
  fromEvent: boolean;
}

export interface ReviewText {
  title: string;
  content: string;
}

type Length = 'line' | 'short' | 'medium' | 'long';
type Paragraphs = string[][];

export const sentimentOf = (rating: number): P.Sentiment => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

/**
 * A review that reads like one a patient wrote: its experience fits the treatment's kind, its tone fits
 * the rating, and its length runs from one line to four paragraphs.
 */
export function writeReview(rng: Random, subject: ReviewSubject): ReviewText {
  const kind = phrasesOf(subject.treatment.key);
  const values = reviewValues(rng, subject, kind);
  const w = writer(rng, subject, kind);
  const paragraphs = compose(w, subject.rating, pickLength(rng));
  return {
    title: fill(w.take(w.titles), values),
    content: paragraphs.map((p) => p.map((t) => fill(t, values)).join(' ')).join('\n\n'),
  };
}

function pickLength(rng: Random): Length {
  const x = rng.next();
  return x < 0.12 ? 'line' : x < 0.4 ? 'short' : x < 0.78 ? 'medium' : 'long';
}

function reviewValues(rng: Random, s: ReviewSubject, kind: KindPhrases): FillValues {
  const price = rng.int(kind.price[0], kind.price[1]);
  return {
    clinic: s.clinic,
    doctor: s.doctor,
    area: s.area,
    treatment: s.treatment.name.ko,
    concern: s.treatment.concernIds.length ? spokenConcern(rng.pick(s.treatment.concernIds)) : s.treatment.name.ko,
    act: kind.act,
    past: kind.past,
    d: rng.int(kind.days[0], kind.days[1]),
    n: rng.int(2, 5),
    w: rng.int(2, 8),
    m: rng.int(3, 12),
    kg: rng.int(3, 11),
    wait: rng.pick([40, 50, 60, 90]),
    price: `${(price >= 20 ? Math.round(price / 5) * 5 : price).toLocaleString('ko-KR')}만 원`,
  };
}

/** Picks sentences without repeating one within the same review. */
function picker(rng: Random) {
  const used = new Set<string>();
  return (pool: readonly string[]): string => {
    const fresh = pool.filter((t) => !used.has(t));
    const t = rng.pick(fresh.length ? fresh : pool);
    used.add(t);
    return t;
  };
}

/** Everything one review is written from: its sentence pools (a surgery gets no "my third visit") and a picker. */
interface Writer {
  rng: Random;
  take: (pool: readonly string[]) => string;
  kind: KindPhrases;
  titles: readonly string[];
  oneLiners: readonly string[];
  openings: () => string;
  consultGood: readonly string[];
  consultBad: readonly string[];
  endingsGood: readonly string[];
}

function writer(rng: Random, s: ReviewSubject, kind: KindPhrases): Writer {
  const sentiment = sentimentOf(s.rating);
  const plus = (base: readonly string[], extra: readonly string[]) => (kind.repeatable ? [...base, ...extra] : base);
  const take = picker(rng);
  // A returning patient never writes "my first time", a first-timer never "my third visit".
  const returning = kind.repeatable && rng.chance(0.15);
  return {
    rng,
    take,
    kind,
    titles: [...T.TITLES[sentiment], ...(returning ? P.REPEAT.titles : T.FIRST_TITLES)],
    oneLiners:
      returning && sentiment === 'good' ? [...T.ONE_LINERS.good, ...P.REPEAT.oneLiners] : T.ONE_LINERS[sentiment],
    openings: () => {
      if (returning) return take(P.REPEAT.openings[sentiment]);
      if (s.fromEvent && rng.chance(0.4)) return take(P.EVENT_OPENINGS);
      if (sentiment === 'bad' && rng.chance(0.4)) return take(P.BAD_OPENINGS);
      return take([...P.OPENINGS, ...P.FIRST_OPENINGS]);
    },
    consultGood: plus(P.CONSULT.good, P.REPEAT.consultGood),
    consultBad: plus(P.CONSULT.bad, P.REPEAT.consultBad),
    endingsGood: plus(T.ENDINGS.good, P.REPEAT.endings),
  };
}

function compose(w: Writer, rating: number, length: Length): Paragraphs {
  const sentiment = sentimentOf(rating);
  if (length === 'line') return [[w.take(w.oneLiners)]];
  if (sentiment === 'good') return good(w, length, rating === 4);
  if (sentiment === 'mixed') return mixed(w, length);
  return bad(w, length, rating === 1);
}

const maybe = (rng: Random, p: number, f: () => string): string[] => (rng.chance(p) ? [f()] : []);

function good(
  { rng, take, kind, openings, consultGood, endingsGood }: Writer,
  length: Length,
  minor: boolean,
): Paragraphs {
  const complaint = () => (minor ? [take(P.MINOR_COMPLAINTS)] : []);
  if (length === 'short') {
    return [
      [openings(), ...maybe(rng, 0.5, () => take(kind.recovery)), take(kind.good), ...complaint(), take(endingsGood)],
    ];
  }
  if (length === 'medium') {
    return [
      [openings(), take(consultGood)],
      [take(kind.procedure), take(kind.recovery), take(kind.good)],
      [...maybe(rng, 0.5, () => take(P.SERVICE.good)), ...complaint(), take(endingsGood)],
    ];
  }
  return [
    [openings(), take(consultGood), take(P.SERVICE.good)],
    [
      take(kind.procedure),
      ...maybe(rng, 0.4, () => take(kind.procedure)),
      take(kind.recovery),
      ...maybe(rng, 0.5, () => take(kind.recovery)),
    ],
    [take(kind.good), take(kind.good), take(P.SERVICE.good), ...complaint()],
    [take(kind.later), take(endingsGood)],
  ];
}

function mixed({ rng, take, kind, openings, consultGood, consultBad }: Writer, length: Length): Paragraphs {
  const drawback = () => take(rng.chance(0.5) ? P.SERVICE.bad : P.MINOR_COMPLAINTS);
  if (length === 'short') return [[openings(), take(kind.mixed), take(T.ENDINGS.mixed)]];
  if (length === 'medium') {
    return [
      [openings(), take(rng.chance(0.6) ? consultGood : consultBad)],
      [take(kind.procedure), take(kind.recovery), take(kind.mixed)],
      [drawback(), take(T.ENDINGS.mixed)],
    ];
  }
  return [
    [openings(), take(consultGood)],
    [take(kind.procedure), take(kind.recovery), ...maybe(rng, 0.5, () => take(kind.recovery))],
    [take(kind.mixed), take(P.LATER.mixed)],
    [take(P.SERVICE.good), drawback(), take(T.ENDINGS.mixed)],
  ];
}

function bad({ rng, take, kind, openings, consultBad }: Writer, length: Length, worst: boolean): Paragraphs {
  const softener = () => (worst ? [] : maybe(rng, 0.6, () => take(P.SOFTENERS)));
  if (length === 'short') {
    return [[openings(), take(kind.bad), ...(worst ? [take(P.SERVICE.bad)] : softener()), take(T.ENDINGS.bad)]];
  }
  if (length === 'medium') {
    return [
      [openings(), take(consultBad)],
      [take(kind.procedure), take(kind.bad)],
      [...softener(), take(P.SERVICE.bad), take(T.ENDINGS.bad)],
    ];
  }
  return [
    [openings(), take(consultBad)],
    [take(kind.procedure), take(kind.recovery), take(kind.bad), ...maybe(rng, 0.4, () => take(kind.bad))],
    [take(P.LATER.bad), ...softener(), take(P.SERVICE.bad)],
    [take(T.ENDINGS.bad)],
  ];
}
