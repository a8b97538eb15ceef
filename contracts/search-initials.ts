import { getChoseong } from 'es-hangul';

/*
 * 초성 (initial consonant) search on /search: 'ㄷㅍ' finds '두피 PRP 주사'. A name's key is the initial consonant
 * of each Hangul syllable plus any consonant letter it holds already (ㄱ…ㅎ, U+3131–U+314E), everything else
 * dropped, spaces too, so 'ㄷㅍㅈㅅ' and 'ㄷㅍ ㅈㅅ' both find it. The database keeps the same key in a generated
 * column, computed by search_initials() of migration 0024; backend/routes/search/initials.int.test.ts checks
 * that the two agree.
 */

const CONSONANT_LETTERS = /^[\u3131-\u314e]+$/;

/** The 초성 key of a text: es-hangul's getChoseong without the spaces it keeps. */
export const initialsOf = (text: string): string => getChoseong(text).replace(/\s+/g, '');

/** The key a query asks for when it is made only of consonant letters (and spaces), else null. */
export function initialsQuery(q: string): string | null {
  const letters = q.replace(/\s+/g, '');
  return CONSONANT_LETTERS.test(letters) ? letters : null;
}
