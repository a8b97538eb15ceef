import { z } from 'zod';

// The orders the public lists offer (docs/product.md#explore-hub-contents). The first of each is the
// default: the order the list had before it could be sorted, so a call without `sort` answers as it did.

export const CLINIC_SORTS = ['recommended', 'rating', 'reviews'] as const;
export const EVENT_SORTS = ['recommended', 'price', 'discount'] as const;
// `popular` is the home page's filter (rated 4+ with before and after photos); the explore hub does not offer it.
export const REVIEW_SORTS = ['latest', 'popular', 'rating_desc', 'rating_asc', 'photos'] as const;

export type ClinicSort = (typeof CLINIC_SORTS)[number];
export type EventSort = (typeof EVENT_SORTS)[number];
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const list = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** An optional `sort` query value; anything else is a 400 naming `sort` with the values it takes. */
export const sortQuery = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z
    .enum(values, { message: `sort must be ${list(values)}` })
    .optional()
    .meta({ description });
