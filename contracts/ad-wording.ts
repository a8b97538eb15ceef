// The advertising wording check (issue 26, part 5): one maintained list of wordings Korean medical advertising law
// forbids or restricts, each with the rule it comes from. The partner console checks event titles and descriptions
// and the clinic's introduction as staff type them and says which words and why (messages Console.adWording.*).
// Pure and zod-free: the console loads it in the browser, the backend will check saves with the same list.
//
// Sources: 의료법 제56조 제2항 (prohibited medical advertising), 의료법 시행령 제23조 제1항 (its detail), 의료법 제27조
// 제3항 (inducing patients with discounts or free care), and the 의료광고 심의기준 of the 의료광고심의위원회 for photos and
// prices. A rule flags wording that needs a second look, not a verdict: staff may keep it (with a reason, once the
// operator queue exists).

export const AD_RULE_IDS = [
  'guarantee',
  'noSideEffects',
  'superlative',
  'comparison',
  'inducement',
  'beforeAfterWithoutTime',
  'priceWithoutInclusions',
] as const;
export type AdRuleId = (typeof AD_RULE_IDS)[number];

interface AdRule {
  /** The provision it comes from, as cited to staff. */
  law: string;
  /** Wordings that are flagged wherever they stand (case-insensitive). */
  patterns: readonly RegExp[];
  /** For rules about what is missing: flagged only when this is not said anywhere in the text. */
  unlessSaid?: RegExp;
}

export const AD_RULES = {
  // Promising that a treatment works: 시행령 §23①2 ("반드시 효과가 있다고 표현").
  guarantee: {
    law: '의료법 제56조 제2항 제2호, 시행령 제23조 제1항 제2호',
    patterns: [
      /100\s?%(?!\s?정품)/,
      /완치/,
      /효과\s?(를\s?)?보장/,
      /확실한\s?효과/,
      /반드시\s?효과/,
      /무조건\s?효과/,
      /효과\s?없으면\s?환불/,
      /영구\s?(적인\s?)?효과/,
    ],
  },
  // Denying side effects or pain leaves out important information: 의료법 §56②7.
  noSideEffects: {
    law: '의료법 제56조 제2항 제7호',
    patterns: [
      /부작용\s?(이\s?|은\s?)?(전혀\s?)?없/,
      /부작용\s?(zero|제로|0)/i,
      /통증\s?(이\s?|은\s?)?(전혀\s?)?없/,
      /무통(?!\s?마취)/,
      /흉터\s?(가\s?|는\s?)?(전혀\s?)?없/,
      /100\s?%\s?안전/,
      /안전\s?100\s?%/,
      /절대\s?안전/,
    ],
  },
  // Superlatives no one can verify exaggerate: 의료법 §56②8.
  superlative: {
    law: '의료법 제56조 제2항 제8호',
    patterns: [
      /최고/,
      /최상/,
      /최초/,
      /유일/,
      /(?<!\d)1\s?위/,
      /no\.?\s?1\b/i,
      /넘버\s?원/,
      /최저가/,
      /가장\s?(잘|많이|싼|저렴)/,
    ],
  },
  // Comparing with other clinics or doctors: 의료법 §56②4.
  comparison: {
    law: '의료법 제56조 제2항 제4호',
    patterns: [
      /타\s?(병원|의원|병의원)/,
      /다른\s?(병원|의원|곳)(보다|과\s?달리|과\s?비교)/,
      /(병원|의원)\s?중\s?(가장|제일)/,
    ],
  },
  // Free care or waived payments as a lure: 의료법 §27③.
  inducement: {
    law: '의료법 제27조 제3항',
    patterns: [/무료\s?(시술|진료|수술|체험)/, /공짜/, /본인\s?부담금?\s?(면제|할인|없)/, /페이백/],
  },
  // Before/after pictures must say how long after: 의료광고 심의기준 (치료 전후 사진).
  beforeAfterWithoutTime: {
    law: '의료법 제56조 제2항 제2호, 의료광고 심의기준(치료 전후 사진)',
    patterns: [/전\s?[·ㆍ/]?\s?후\s?(사진|비교)/, /비포\s?(&|앤드?)?\s?애프터/, /before\s?(&|and|\/)?\s?after/i],
    unlessSaid: /\d+\s?(일|주|개월|달|년)\s?(후|뒤|경과)/,
  },
  // A price must say what it includes: 의료광고 심의기준 (비급여 진료비용의 표시).
  priceWithoutInclusions: {
    law: '의료법 제56조 제2항 제8호, 의료광고 심의기준(진료비용 표시)',
    patterns: [/\d[\d,]*\s?(만\s?)?원/],
    unlessSaid: /포함|불포함|별도|\d+\s?회|1\s?회|부가세|VAT|마취|횟수/i,
  },
} as const satisfies Record<AdRuleId, AdRule>;

export interface AdFinding {
  rule: AdRuleId;
  /** The words as written in the text (the first match of the rule). */
  words: string;
  law: string;
}

/** Every rule the text trips, once each, in the list's order, with the words that tripped it. */
export function checkAdWording(text: string | null | undefined): AdFinding[] {
  if (!text) return [];
  const findings: AdFinding[] = [];
  for (const rule of AD_RULE_IDS) {
    const r: AdRule = AD_RULES[rule];
    if (r.unlessSaid?.test(text)) continue;
    for (const pattern of r.patterns) {
      const m = pattern.exec(text);
      if (m) {
        findings.push({ rule, words: m[0].trim(), law: r.law });
        break;
      }
    }
  }
  return findings;
}
