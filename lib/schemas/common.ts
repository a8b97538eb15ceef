import { z } from 'zod';

// Rules shared by the forms, the BFF and the backend (which adds OpenAPI descriptions on top).

const INT32_MAX = 2_147_483_647;

/** A positive database id in a JSON body. */
export const positiveId = (name: string) =>
  z
    .number({ error: `${name} must be a positive integer` })
    .int(`${name} must be a positive integer`)
    .min(1, `${name} must be a positive integer`)
    .max(INT32_MAX, `${name} must be a positive integer`)
    .meta({ example: 1 });

/** What a member can bookmark or book a consultation from. */
export const BOOKMARKABLE_TYPES = ['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW'] as const;
export type BookmarkableType = (typeof BOOKMARKABLE_TYPES)[number];

export const bookmarkableType = (name: string) => z.enum(BOOKMARKABLE_TYPES, { error: `${name} must be one of CLINIC, DOCTOR, EVENT, REVIEW` });
