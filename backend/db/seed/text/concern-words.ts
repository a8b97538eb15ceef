import * as catalogue from '../../catalogue/taxonomy';

/** How people name a concern in a sentence, where the catalogue name reads like a menu entry. */
const CONCERN_WORDS: Record<string, string> = {
  obesity: '체중',
  'facial-volume-loss': '꺼진 볼',
  malocclusion: '고르지 않은 치아',
  'arm-thigh-fat': '팔뚝 군살',
  'unwanted-hair': '잔털',
  'poor-eyesight': '나쁜 시력',
  'missing-teeth': '빠진 치아',
  'tooth-discoloration': '누런 치아',
  'bulky-trapezius': '승모근',
  'muscular-calves': '종아리 알',
  'dry-skin': '피부 건조함',
};

/** '졸린 눈(안검하수)' → '졸린 눈', '비만·체중 감량' → '체중'. */
export function spokenConcern(concernId: number): string {
  const concern = catalogue.concerns.find((c) => c.id === concernId);
  if (!concern) throw new Error(`spokenConcern: no concern ${concernId}`);
  return CONCERN_WORDS[concern.key] ?? concern.name.ko.replace(/\s*\([^)]*\)$/, '');
}
