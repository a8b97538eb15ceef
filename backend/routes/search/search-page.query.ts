import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { initialsQuery } from '@/contracts/search-initials';
import { likePattern } from './search.repository';

/*
 * How the search page (/search) reads a query: text is matched case-insensitively (`ilike`), a query made only
 * of consonant letters by 초성 (the `_initials` key). Each way has an exact test, for rows already in hand, and an
 * indexed one, which leads PostgreSQL to the schema's search indexes (backend/db/schema.ts, pageSearchIndexes):
 * - words: a run of three letters or digits gives pg_trgm a trigram, so the trigram index answers `ilike`;
 * - chars: anything shorter (or punctuation) goes through the index of the lower-cased text's characters;
 * - initials: a key of one or two letters is an element of `_initial_grams`, exactly;
 * - initials-long: a longer key needs all its pairs of letters there, then the key itself decides.
 */
export type Lookup = 'words' | 'chars' | 'initials' | 'initials-long';

export interface PageQuery {
  lookup: Lookup;
  /** The placeholders' values: q, pattern ('%q%' escaped), key (the 초성 letters), grams (comma-separated). */
  values: { q: string; pattern: string; key: string; grams: string };
}

const TRIGRAM = /[\p{L}\p{N}]{3}/u;

export function pageQuery(q: string): PageQuery {
  const key = initialsQuery(q);
  if (key) {
    const letters = [...key];
    const pairs = letters.length <= 2 ? [key] : letters.slice(1).map((letter, i) => letters[i] + letter);
    return {
      lookup: letters.length <= 2 ? 'initials' : 'initials-long',
      values: { q, pattern: '', key, grams: [...new Set(pairs)].join(',') },
    };
  }
  return { lookup: TRIGRAM.test(q) ? 'words' : 'chars', values: { q, pattern: likePattern(q), key: '', grams: '' } };
}

const ph = (name: keyof PageQuery['values']) => sql.placeholder(name);
const isInitials = (lookup: Lookup) => lookup === 'initials' || lookup === 'initials-long';

/** The test for a row in hand: `text ilike '%q%'`, or the 초성 key holding the query's letters. */
export function exactMatch(lookup: Lookup, text: SQLWrapper, initials: SQLWrapper): SQL {
  return isInitials(lookup) ? sql`strpos(${initials}, ${ph('key')}) > 0` : sql`${text} ilike ${ph('pattern')}`;
}

/** The same test written so that an index finds the rows (the expressions are the indexes' own). */
export function indexedMatch(lookup: Lookup, text: SQLWrapper, initials: SQLWrapper, grams: SQLWrapper): SQL {
  const anyGrams = sql`${grams} @> string_to_array(${ph('grams')}::text, ',')`;
  switch (lookup) {
    case 'words':
      return sql`${text} ilike ${ph('pattern')}`;
    case 'chars':
      return sql`string_to_array(lower(${text}), NULL) @> string_to_array(lower(${ph('q')}::text), NULL) and ${text} ilike ${ph('pattern')}`;
    case 'initials':
      return anyGrams;
    case 'initials-long':
      return sql`${anyGrams} and strpos(${initials}, ${ph('key')}) > 0`;
  }
}
