/** Formats a text box can enforce: numbers, phone numbers (digits) and ids (letters, digits, '.', '_'). */
export type TextFormat = 'NUMBER' | 'PHONE' | 'ID';
export type FormatWarning = 'number' | 'phone' | 'id';

const RULES: Record<
  TextFormat,
  { accepts: (v: string) => boolean; warning: FormatWarning; normalise?: (v: string) => string }
> = {
  // An optional minus sign, digits and at most one decimal point ('-', '.', '-1.' are steps on the way).
  NUMBER: { accepts: (v) => /^-?\d*(\.\d*)?$/.test(v), warning: 'number' },
  PHONE: { accepts: (v) => /^\d*$/.test(v), warning: 'phone' },
  ID: { accepts: (v) => /^[A-Za-z0-9._]*$/.test(v), warning: 'id', normalise: (v) => v.toLowerCase() },
};

/**
 * What a typed value becomes under a format: accepted (ids lower-cased) or refused with the warning to
 * show, in which case the box keeps its previous value. Clearing the box is always allowed.
 */
export function applyFormat(
  format: TextFormat | undefined,
  next: string,
): { value: string } | { warning: FormatWarning } {
  if (!format || next === '') return { value: next };
  const rule = RULES[format];
  if (!rule.accepts(next)) return { warning: rule.warning };
  return { value: rule.normalise ? rule.normalise(next) : next };
}

// What people paste around a number: spaces, dashes, thousands separators, brackets, a plus, currency signs
// and units ('02-540-4000', '300,000', '₩300,000원'). Anything else (letters) still refuses the paste.
const DECORATION = /[\s\-‐‑–—,.()+/₩￦원$¥￥＄]/g;

/**
 * The part of a pasted text a NUMBER or PHONE box keeps: its digits with the separators dropped (a NUMBER also
 * keeps a minus before the digits and one decimal point; several points are thousands separators), or null when
 * the text is more than a decorated number.
 */
export function pastedDigits(format: TextFormat, pasted: string): string | null {
  if (format === 'ID') return null;
  const text = pasted.trim();
  if (!/\d/.test(text) || text.replace(DECORATION, '').replace(/\d/g, '') !== '') return null;
  let value = text.replace(/\D/g, '');
  if (format === 'NUMBER') {
    const firstDigit = text.search(/\d/);
    const negative = /[-‐‑–—]/.test(text.slice(0, firstDigit));
    const points = text.match(/\./g)?.length ?? 0;
    if (points === 1) {
      const [whole, fraction] = text.split('.');
      const intPart = whole.replace(/\D/g, '');
      const fracPart = fraction.replace(/\D/g, '');
      value = fracPart ? `${intPart || '0'}.${fracPart}` : intPart;
    }
    if (negative) value = `-${value}`;
  }
  return value;
}
