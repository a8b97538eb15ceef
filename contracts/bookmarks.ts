import { z } from 'zod';
import { bookmarkableType, positiveId } from './common';
import { ClinicSchema } from './clinics';
import { DoctorSchema } from './doctors';
import { EventSchema } from './events';
import { ReviewSchema } from './reviews';

// A member's bookmarks: what is saved, the saved things themselves, what adding one sends.

export const BookmarkSchema = z
  .object({
    id: z.number().int(),
    bookmarkableType: bookmarkableType('bookmarkableType'),
    bookmarkableId: z.number().int(),
  })
  .meta({ id: 'Bookmark' });

const bookmarkId = {
  bookmarkId: z.number().int().meta({ description: 'Id of the bookmark, for DELETE /member/bookmarks/{id}' }),
};

export const BookmarkedEntitiesSchema = z
  .object({
    clinics: z.array(ClinicSchema.extend(bookmarkId).meta({ id: 'BookmarkedClinic' })),
    doctors: z.array(DoctorSchema.extend(bookmarkId).meta({ id: 'BookmarkedDoctor' })),
    events: z.array(EventSchema.extend(bookmarkId).meta({ id: 'BookmarkedEvent' })),
    reviews: z.array(ReviewSchema.extend(bookmarkId).meta({ id: 'BookmarkedReview' })),
  })
  .meta({ id: 'BookmarkedEntities' });

export const addBookmarkBody = z.object({
  bookmarkableId: positiveId('bookmarkableId'),
  bookmarkableType: bookmarkableType('bookmarkableType'),
});
export type AddBookmarkBody = z.input<typeof addBookmarkBody>;

export type Bookmark = z.infer<typeof BookmarkSchema>;
export type BookmarkedEntities = z.infer<typeof BookmarkedEntitiesSchema>;
