import { z } from 'zod';
import { AD_RULE_IDS, checkAdWording } from './ad-wording';
import { operatorReason } from './operators';

// The advertising wording check on save (issue 26, part 5): a save of an event's title or description, or of the
// clinic's introduction, whose wording contracts/ad-wording.ts flags is refused (400 AD_WORDING) unless it carries
// `adWordingJustification`; a kept save becomes a review in the operators' queue.

export const AD_WORDING_JUSTIFICATION_MIN = 10;
export const AD_WORDING_JUSTIFICATION_MAX = 500;

/** Why staff keep flagged wording: 10–500 characters; sent only when a save was refused for its wording. */
export const adWordingJustification = z
  .string({ error: 'adWordingJustification must be a string' })
  .trim()
  .min(
    AD_WORDING_JUSTIFICATION_MIN,
    `adWordingJustification must have at least ${AD_WORDING_JUSTIFICATION_MIN} characters`,
  )
  .max(
    AD_WORDING_JUSTIFICATION_MAX,
    `adWordingJustification must be at most ${AD_WORDING_JUSTIFICATION_MAX} characters`,
  )
  .optional()
  .meta({
    description:
      'Why flagged advertising wording is kept (10–500 characters); the save then goes to the operators’ review queue',
  });

export const AdFindingSchema = z
  .object({
    field: z.string().meta({ example: 'title' }),
    rule: z.enum(AD_RULE_IDS),
    words: z.string().meta({ example: '100% 만족 보장' }),
    law: z.string(),
  })
  .meta({ id: 'AdFinding' });
export type FieldFinding = z.infer<typeof AdFindingSchema>;

/** Every finding of the texts a save writes, each with the field it is in. */
export function findingsOf(texts: Record<string, string | null | undefined>): FieldFinding[] {
  return Object.entries(texts).flatMap(([field, text]) => checkAdWording(text).map((f) => ({ field, ...f })));
}

export const AD_WORDING_ENTITIES = ['EVENT', 'CLINIC'] as const;
export const AD_WORDING_STATES = ['OPEN', 'ACCEPTED', 'CHANGE_REQUIRED'] as const;
export const AD_WORDING_DECISIONS = ['ACCEPTED', 'CHANGE_REQUIRED'] as const;

export const AdWordingReviewSchema = z
  .object({
    id: z.number().int(),
    entityType: z.enum(AD_WORDING_ENTITIES),
    entityId: z.number().int(),
    entityTitle: z
      .string()
      .nullable()
      .meta({ description: "The event's title or the clinic's name (null when deleted)" }),
    clinic: z.object({ id: z.number().int(), name: z.string() }),
    findings: z.array(AdFindingSchema),
    justification: z.string(),
    staffUserId: z.string(),
    state: z.enum(AD_WORDING_STATES),
    createdAt: z.string().meta({ format: 'date-time' }),
    decision: z
      .object({
        by: z.string().nullable(),
        at: z.string().meta({ format: 'date-time' }),
        reason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdWordingReview' });
export type AdWordingReview = z.infer<typeof AdWordingReviewSchema>;

export const adWordingDecisionBody = z.object({
  decision: z.enum(AD_WORDING_DECISIONS, { error: 'decision must be ACCEPTED or CHANGE_REQUIRED' }),
  reason: operatorReason,
});
