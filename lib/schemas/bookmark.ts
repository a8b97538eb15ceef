import { z } from 'zod';
import { bookmarkableType, positiveId } from './common';

export const addBookmarkBody = z.object({ bookmarkableId: positiveId('bookmarkableId'), bookmarkableType: bookmarkableType('bookmarkableType') });
export type AddBookmarkBody = z.input<typeof addBookmarkBody>;
