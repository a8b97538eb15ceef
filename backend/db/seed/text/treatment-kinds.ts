import { BODY_CARE_KINDS } from './kinds/body-care';
import { DEVICE_KINDS } from './kinds/devices';
import { HAIR_DIET_KINDS } from './kinds/hair-diet';
import { INJECTION_KINDS } from './kinds/injections';
import { SURGERY_KINDS } from './kinds/surgery';
import { TEETH_EYES_KINDS } from './kinds/teeth-eyes';

/**
 * What a review says about one kind of treatment: a botox shot, a lifting device, eyelid surgery and a
 * dental implant are different experiences. Sentences are `fill` templates; besides the review's values
 * ({treatment}, {concern}, {doctor} …) they may use {d} (days, within `days`), {n} (sessions, 2–5),
 * {w} (weeks, 2–8), {m} (months, 3–12) and {kg} (3–11).
 */
export interface KindPhrases {
  /** The word for what was done: 시술, 수술, 치료, 관리, 처방. */
  act: string;
  /** Past tense after '{treatment:을/를} ': 맞았어요, 받았어요, 했어요, 시작했어요, 처방받았어요. */
  past: string;
  /** People come back for it (a botox shot, a laser course), unlike surgery done once. */
  repeatable: boolean;
  /** Range of {d}, the days a recovery note quotes. */
  days: readonly [number, number];
  /** Typical price range in 만 원. */
  price: readonly [number, number];
  procedure: readonly string[];
  recovery: readonly string[];
  good: readonly string[];
  mixed: readonly string[];
  bad: readonly string[];
  /** Follow-up notes for good reviews ('한 달 지나서 …'). */
  later: readonly string[];
}

export const KINDS = {
  ...INJECTION_KINDS,
  ...DEVICE_KINDS,
  ...SURGERY_KINDS,
  ...HAIR_DIET_KINDS,
  ...TEETH_EYES_KINDS,
  ...BODY_CARE_KINDS,
} as const;
export type TreatmentKind = keyof typeof KINDS;

/** Treatment key (catalogue) → kind. A treatment missing here falls back to GENERIC_KIND. */
const KIND_OF_TREATMENT: Record<string, TreatmentKind> = {
  ...keys('botox', [
    'botox',
    'jaw-botox',
    'skin-botox',
    'trapezius-botox',
    'calf-botox',
    'hyperhidrosis-botox',
    'gummy-smile-botox',
  ]),
  ...keys('filler', [
    'filler',
    'nose-filler',
    'lip-filler',
    'chin-filler',
    'forehead-filler',
    'tear-trough-filler',
    'neck-wrinkle-filler',
    'sculptra',
  ]),
  ...keys('skinBooster', [
    'rejuran-healer',
    'skin-booster',
    'salmon-pdrn-injection',
    'juvelook',
    'glutathione-injection',
  ]),
  ...keys('fatReduction', [
    'face-contour-injection',
    'fat-dissolving-injection',
    'coolsculpting',
    'body-inmode',
    'carboxytherapy',
  ]),
  ...keys('lifting', [
    'ulthera',
    'thermage',
    'shurink',
    'inmode',
    'oligio',
    'onda-lifting',
    'titanium-lifting',
    'thread-lift',
  ]),
  ...keys('laser', [
    'laser-toning',
    'pico-toning',
    'ipl',
    'v-beam',
    'excel-v',
    'fraxel',
    'pico-fractional',
    'potenza',
    'agnes',
    'stretch-mark-laser',
  ]),
  ...keys('skinCare', ['aqua-peel', 'chemical-peel', 'acne-extraction']),
  ...keys('removal', ['mole-removal', 'wart-removal', 'molluscum-removal', 'tattoo-removal']),
  ...keys('hairRemoval', ['laser-hair-removal']),
  ...keys('underarm', ['miradry', 'underarm-odor-surgery']),
  ...keys('eyes', [
    'double-eyelid-non-incisional',
    'double-eyelid-incisional',
    'ptosis-correction',
    'epicanthoplasty',
    'lateral-canthoplasty',
    'under-eye-fat-repositioning',
    'upper-blepharoplasty',
    'lower-blepharoplasty',
    'sub-brow-lift',
  ]),
  ...keys('nose', [
    'nasal-bridge-implant',
    'nose-tip-plasty',
    'hump-reduction',
    'alar-reduction',
    'crooked-nose-correction',
    'septoplasty',
  ]),
  ...keys('contour', [
    'mandible-angle-reduction',
    'zygoma-reduction',
    'genioplasty',
    'double-jaw-surgery',
    'protruding-mouth-surgery',
    'facelift',
    'forehead-lift',
    'fat-grafting',
    'facial-liposuction',
    'mouth-corner-lift',
  ]),
  ...keys('body', ['breast-augmentation', 'breast-lift', 'liposuction', 'abdominoplasty']),
  ...keys('intimate', ['vaginoplasty', 'labiaplasty', 'vaginal-laser']),
  ...keys('diet', ['saxenda', 'wegovy', 'mounjaro', 'herbal-diet-medicine']),
  ...keys('hairTransplant', ['hair-transplant', 'hairline-transplant']),
  ...keys('hairCare', ['hair-loss-medication', 'scalp-prp', 'scalp-scaling', 'scalp-micropigmentation']),
  ...keys('dentalAesthetic', ['teeth-whitening', 'laminate-veneers', 'ceramic-crown', 'gum-contouring']),
  ...keys('orthodontics', ['clear-aligners', 'braces']),
  ...keys('implant', ['dental-implant']),
  ...keys('vision', ['lasik', 'lasek', 'smile-lasik', 'icl', 'multifocal-iol']),
  ...keys('koreanMedicine', ['pharmacopuncture', 'chuna', 'cosmetic-acupuncture', 'thread-embedding']),
  ...keys('rehab', ['manual-therapy', 'shockwave-therapy', 'posture-correction']),
};

function keys(kind: TreatmentKind, treatmentKeys: string[]): Record<string, TreatmentKind> {
  return Object.fromEntries(treatmentKeys.map((k) => [k, kind]));
}

export const GENERIC_KIND: TreatmentKind = 'generic';

export function kindOf(treatmentKey: string): TreatmentKind {
  return KIND_OF_TREATMENT[treatmentKey] ?? GENERIC_KIND;
}

export function hasKind(treatmentKey: string): boolean {
  return treatmentKey in KIND_OF_TREATMENT;
}

export const phrasesOf = (treatmentKey: string): KindPhrases => KINDS[kindOf(treatmentKey)];
