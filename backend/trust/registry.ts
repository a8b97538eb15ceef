import type { DbOrTx } from '../db/client';
import type { trustSubjectEnum } from '../db/schema';
import { answerFigures } from './answer';
import { priceFigures } from './price';
import { recoveryFigures } from './recovery';
import { sideEffectFigures } from './side-effects';

// What each kind of subject publishes, one computer per figure family (each in its own file). A computer reads the
// rows its figures count and returns the full computation — n, k, median, quartiles — with no threshold applied:
// thresholds are the API's (backend/trust/read.ts), so a lowered threshold needs no recomputation.

export type TrustSubject = (typeof trustSubjectEnum.enumValues)[number];

export interface FigureRow {
  figure: string;
  n: number;
  k?: number | null;
  median?: number | null;
  p25?: number | null;
  p75?: number | null;
}

export type FigureComputer = (db: DbOrTx, id: number, now: Date) => Promise<FigureRow[]>;

export const COMPUTERS: Record<TrustSubject, FigureComputer[]> = {
  CLINIC: [priceFigures.clinic, answerFigures.clinic, sideEffectFigures.clinic],
  EVENT: [priceFigures.event, recoveryFigures.event],
  TREATMENT: [recoveryFigures.treatment, sideEffectFigures.treatment],
};
