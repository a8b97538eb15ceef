import { z } from 'zod';
import { idString, langQuery, pagingQuery } from '@/contracts/common';

// Path and query shapes of the member calls the browser makes through the BFF.

export const idPath = z.object({ id: idString('id') });
export const langOnly = z.object({ lang: langQuery });
export const counselPage = z.object(pagingQuery(1_000, 1_000));
export const reviewPage = z.object({ ...pagingQuery(100, 100), lang: langQuery });
// Next names one dynamic segment once per level, so /bookmarks/{id} and /bookmarks/{type}/{id} share
// the folder [param]: a bookmark id in the first, the item's type in the second.
export const bookmarkIdPath = z.object({ param: idString('id') }).transform(({ param }) => ({ id: param }));
export const bookmarkTarget = z
  .object({
    param: z.enum(['clinic', 'doctor', 'event', 'review'], { error: 'type must be one of clinic, doctor, event, review' }),
    id: idString('id'),
  })
  .transform(({ param, id }) => ({ type: param, id }));
export const memberPath = z.object({ memberId: idString('memberId') });
