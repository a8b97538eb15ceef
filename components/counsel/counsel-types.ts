import type { Counsel } from '@/backend/routes/counsels/counsels.repository';

export type { Counsel };

/** The counselled item's name (clinic, doctor) or title (event, review); null once it was deleted. */
export const sourceLabel = (c: Counsel): string | null => (c.source ? ('name' in c.source ? c.source.name : c.source.title) : null);
