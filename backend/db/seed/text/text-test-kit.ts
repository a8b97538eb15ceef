// Checks shared by the seed text tests. They judge generated Korean on its own terms, without es-hangul,
// so a test does not pass merely because the code under test asked the same library.

/** Wording that only a critical review uses. */
export const CRITICAL =
  /재방문 의사는 없|다른 병원을 알아보|아까|안 갈|안 가요|실망|비추천|효과 (거의 )?없|미미|너무 달라|후회|불친절|권유|당황|황당|기다렸|여러 군데|부실|흉이|덧났|변화가 (거의 |하나도 )?없|모르겠어요/;
/** Praise that a one- or two-star review must not contain. */
export const PRAISE = /만족|(?<!비)추천(해요|합니다|했어요)|재방문 의사 있|최고예요|진작 할 걸|감사합니다/;
/** '은(는)', '(으)로' …: what a template writes when it cannot choose a particle. */
export const PARTICLE_FALLBACK = /\((?:은|는|이|가|을|를|으|과|와|이에요|예요)\)|\(으\)로/;

export const RIEUL = 8; // index of ㄹ among final consonants

/** The final consonant index of a word's last syllable (0: none), looking past a trailing '(…)'. */
export function finalOf(word: string): number | null {
  const bare = word.replace(/\s*\([^()]*\)$/, '');
  const code = bare.charCodeAt(bare.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return null;
  return (code - 0xac00) % 28;
}

const PAIRS: [string, string, (final: number) => boolean][] = [
  ['은', '는', (f) => f !== 0],
  ['이', '가', (f) => f !== 0],
  ['을', '를', (f) => f !== 0],
  ['과', '와', (f) => f !== 0],
  ['으로', '로', (f) => f !== 0 && f !== RIEUL],
];

export interface ParticleUse {
  word: string;
  particle: string;
  expected: string;
}

/**
 * Every place where one of `words` is directly followed by a particle and a space or punctuation mark,
 * with the particle that Korean grammar expects there.
 */
export function particleUses(text: string, words: readonly string[]): ParticleUse[] {
  const uses: ParticleUse[] = [];
  for (const word of words) {
    const final = finalOf(word);
    if (final === null) continue;
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`${escaped}(으로|로|은|는|이|가|을|를|과|와)(?=[\\s.,!?]|$)`, 'g');
    for (const m of text.matchAll(re)) {
      const pair = PAIRS.find(([a, b]) => a === m[1] || b === m[1])!;
      uses.push({ word, particle: m[1], expected: pair[2](final) ? pair[0] : pair[1] });
    }
  }
  return uses;
}
