/** Formats a text box can enforce: numbers, phone numbers (digits) and ids (letters, digits, '.', '_'). */
export type TextFormat = 'NUMBER' | 'PHONE' | 'ID';
export type FormatWarning = 'number' | 'phone' | 'id';

const RULES: Record<TextFormat, { accepts: (v: string) => boolean; warning: FormatWarning; normalise?: (v: string) => string }> = {
  // An optional minus sign, digits and at most one decimal point ('-', '.', '-1.' are steps on the way).
  NUMBER: { accepts: (v) => /^-?\d*(\.\d*)?$/.test(v), warning: 'number' },
  PHONE: { accepts: (v) => /^\d*$/.test(v), warning: 'phone' },
  ID: { accepts: (v) => /^[A-Za-z0-9._]*$/.test(v), warning: 'id', normalise: (v) => v.toLowerCase() },
};

/**
 * What a typed value becomes under a format: accepted (ids lower-cased) or refused with the warning to
 * show, in which case the box keeps its previous value. Clearing the box is always allowed.
 */
export function applyFormat(format: TextFormat | undefined, next: string): { value: string } | { warning: FormatWarning } {
  if (!format || next === '') return { value: next };
  const rule = RULES[format];
  if (!rule.accepts(next)) return { warning: rule.warning };
  return { value: rule.normalise ? rule.normalise(next) : next };
}
