import { josa } from 'es-hangul';

/** The particle pairs es-hangul knows, written as in its API ('은/는', '으로/로' …). */
export const JOSA_OPTIONS = [
  '이/가',
  '을/를',
  '은/는',
  '으로/로',
  '와/과',
  '이나/나',
  '이란/란',
  '아/야',
  '이랑/랑',
  '이에요/예요',
  '으로서/로서',
  '으로써/로써',
  '으로부터/로부터',
  '이라/라',
] as const;
export type JosaOption = (typeof JOSA_OPTIONS)[number];

const isJosaOption = (s: string): s is JosaOption => (JOSA_OPTIONS as readonly string[]).includes(s);

// Korean writing attaches the particle to the word before a parenthesis: '쌍꺼풀 수술(매몰법)을', '렌즈삽입술(ICL)을'.
const TRAILING_PARENS = /\s*\([^()]*\)$/;

/** The word followed by the particle that agrees with its last syllable (es-hangul decides, including 'ㄹ' + 로). */
export function withJosa(word: string, option: JosaOption): string {
  return word + josa.pick(word.replace(TRAILING_PARENS, ''), option);
}

export type FillValues = Record<string, string | number>;

/**
 * Fills `{key}` and `{key:은/는}` placeholders. With a particle, the particle is chosen from the substituted
 * word, so templates never need '은(는)' style fallbacks. A missing value or unknown particle is a bug and throws.
 */
export function fill(template: string, values: FillValues): string {
  return template.replace(/\{(\w+)(?::([^}]+))?\}/g, (_, key: string, particle: string | undefined) => {
    const value = values[key];
    if (value === undefined) throw new Error(`fill: no value for {${key}} in "${template}"`);
    if (particle === undefined) return String(value);
    if (!isJosaOption(particle)) throw new Error(`fill: unknown particle "${particle}" in "${template}"`);
    return withJosa(String(value), particle);
  });
}
