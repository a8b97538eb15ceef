import { z } from 'zod';
import { noNul, positiveId, realDay } from './common';

/**
 * Rules between fields (a refinement over the body): their issue carries `params: { rule }`, so a form says them in
 * the user's language by this id (lib/forms/field-messages.ts) and never by reading the English message.
 */
export const RULES = ['priceOrder', 'dayOrder'] as const;
export type Rule = (typeof RULES)[number];
export const ruleParams = (rule: Rule) => ({ rule });

// Field rules the console's write bodies share (clinics, doctors, events, replies). Unknown fields (clinic_id,
// counters, ratings…) are dropped by z.object and never stored.

/** A phone number, digits only (the PHONE text format), 8 to 12 of them: 1588xxxx, 02xxxxxxx, 010xxxxxxxx; empty becomes null. */
export const phoneDigits = (name: string) =>
  z
    .string({ error: `${name} must be digits` })
    .regex(/^\d*$/, `${name} can only contain digits`)
    .refine((s) => s === '' || (s.length >= 8 && s.length <= 12), `${name} must have 8 to 12 digits`)
    .nullable()
    .transform((s) => (s ? s : null));

export const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`);

/** Optional text: empty or missing becomes null. */
export const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`)
    .nullable()
    .transform((s) => (s ? s : null));

/**
 * An image of the payload: the URL the console read (an image the clinic already shows), or the path of an
 * upload of the clinic (its presigned URL without the query). The backend resolves it to a stored key.
 */
export const imagePath = (name: string) =>
  z
    .string({ error: `${name} must be an image path` })
    .min(1, `${name} must be an image path`)
    .max(1000, `${name} is too long`)
    .refine(noNul, `${name} must not contain NUL characters`);

export const IMAGES_MAX = 20;
export const imageList = (name: string) =>
  z
    .array(imagePath(name), { error: `${name} must be an array of image paths` })
    .max(IMAGES_MAX, `${name} must have at most ${IMAGES_MAX} images`);

export const LINKS_MAX = 30;
export const idList = (name: string) =>
  z
    .array(positiveId(name), { error: `${name} must be an array of ids` })
    .max(LINKS_MAX, `${name} must have at most ${LINKS_MAX} items`)
    .transform((ids) => [...new Set(ids)]);

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;

export const PRICE_MAX = 1_000_000_000;
export const price = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of won` })
    .int(`${name} must be a whole number of won`)
    .min(0, `${name} must not be negative`)
    .max(PRICE_MAX, `${name} must be at most ${PRICE_MAX}`)
    .nullable();

/** A calendar day (YYYY-MM-DD) that exists. */
export const isoDay = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(realDay, `${name} must be a date (YYYY-MM-DD)`)
    .nullable();
