import type { z } from 'zod';
import type { ClinicBody } from '@/contracts/clinics';
import type { DoctorBody } from '@/contracts/doctors';
import type { EventBody } from '@/contracts/events';
import type { Rule } from '@/contracts/fields';
import type { PasswordRule } from '@/contracts/staff';
import type en from '@/messages/en.json';
import type ja from '@/messages/ja.json';
import type ko from '@/messages/ko.json';

// What a form says under a field, from the zod issue (its code, path, bound and a rule's id) or the server's 400
// field path: a message key, never a pattern over the English message (that text is for programs and logs).
//
// The keys are the messages' own keys (ko.json is the reference catalogue next-intl's typing uses), so a key this
// map names and ko.json lacks does not compile; the checks below make ja.json and en.json follow the same way.

/** A message under a console field: `Console.fieldMessages.<key>`. */
export type FieldMessageKey = keyof (typeof ko)['Console']['fieldMessages'];
/** What the nickname form says: `Nickname.<key>`. */
export type NicknameMessageKey = keyof Pick<(typeof ko)['Nickname'], 'required' | 'invalid'>;

/**
 * What the review editor says about a field it cannot save: the field's own label (`Editor.<key>`), listed in its
 * 'check what you entered' message (`Editor.invalid`, the key of an issue about none of the writer's fields).
 */
export type ReviewFieldMessageKey = keyof Pick<
  (typeof ko)['Editor'],
  | 'doctors'
  | 'event'
  | 'treatments'
  | 'rating'
  | 'title'
  | 'content'
  | 'before'
  | 'after'
  | 'pricePaid'
  | 'priceMatched'
  | 'treatedOn'
  | 'incentive'
  | 'sideEffects'
  | 'invalid'
>;

/** What the console's password form says: `Console.password.<key>`. */
export type PasswordMessageKey = keyof Pick<(typeof ko)['Console']['password'], PasswordRule | 'wrongCurrent'>;

/** Compiles only when `Keys` is empty: names the keys a catalogue lacks in the error. */
type NoneMissing<Keys extends never> = Keys;
/** Every field message is translated (a key missing from ja.json or en.json fails `tsc` here). */
export type FieldMessagesTranslated = NoneMissing<
  | Exclude<FieldMessageKey, keyof (typeof ja)['Console']['fieldMessages']>
  | Exclude<FieldMessageKey, keyof (typeof en)['Console']['fieldMessages']>
>;
export type PasswordMessagesTranslated = NoneMissing<
  | Exclude<PasswordMessageKey, keyof (typeof ja)['Console']['password']>
  | Exclude<PasswordMessageKey, keyof (typeof en)['Console']['password']>
>;
export type NicknameMessagesTranslated = NoneMissing<
  | Exclude<NicknameMessageKey, keyof (typeof ja)['Nickname']>
  | Exclude<NicknameMessageKey, keyof (typeof en)['Nickname']>
>;
export type ReviewFieldMessagesTranslated = NoneMissing<
  | Exclude<ReviewFieldMessageKey, keyof (typeof ja)['Editor']>
  | Exclude<ReviewFieldMessageKey, keyof (typeof en)['Editor']>
>;

/** The rules between fields (contracts/fields.ts RULES), each with its message: a new rule without one does not compile. */
export const RULE_MESSAGES: Record<Rule, FieldMessageKey> = {
  priceOrder: 'priceOrder',
  dayOrder: 'dayOrder',
};

/** A field of a console body. */
type ConsoleField = keyof ClinicBody | keyof DoctorBody | keyof EventBody;

/**
 * Fields whose every problem is said one way (the message tells the rule: a phone is 8 to 12 digits, a price a whole
 * number of won…). Also what a server's 400 about the field says. Keys are the bodies' fields, checked by the compiler.
 */
export const FIELD_MESSAGES: Partial<Record<ConsoleField, FieldMessageKey>> = {
  phone: 'phone',
  openingHours: 'hours',
  licenseYear: 'licenseYear',
  sessions: 'sessions',
  regularPrice: 'price',
  eventPrice: 'price',
  startsOn: 'date',
  endsOn: 'date',
  profileImage: 'image',
  bannerImage: 'image',
  introductionImages: 'image',
  cardImage: 'image',
  mainImage: 'image',
  detailImages: 'image',
};

/** Nested fields said apart from their parent's message (days off are not opening hours to the reader). */
const NESTED_MESSAGES: Record<string, FieldMessageKey> = {
  'openingHours.closedDates': 'daysOff',
};

/** The parts of a zod issue a message depends on. */
export type IssueLike = Pick<z.core.$ZodIssue, 'code' | 'path'> & {
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
  params?: Record<string, unknown>;
};

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The top-level field an issue is about (`address.roadAddress` → `address`, `introductionImages.2` → `introductionImages`). */
export const topField = (path: string) => path.split('.')[0];

const ruleOf = (issue: IssueLike): Rule | undefined => {
  const rule = issue.code === 'custom' ? issue.params?.rule : undefined;
  return typeof rule === 'string' && rule in RULE_MESSAGES ? (rule as Rule) : undefined;
};

/** The field's own message, by its path (the nested one first). */
function fieldMessageByPath(path: string): FieldMessageKey | undefined {
  for (const [prefix, key] of Object.entries(NESTED_MESSAGES))
    if (path === prefix || path.startsWith(`${prefix}.`)) return key;
  return FIELD_MESSAGES[topField(path) as ConsoleField];
}

/** What a console form says about one zod issue. */
export function fieldMessageOf(issue: IssueLike): FieldMessageKey {
  const rule = ruleOf(issue);
  if (rule) return RULE_MESSAGES[rule];
  const byField = fieldMessageByPath(dotted(issue.path));
  if (byField) return byField;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  // A text that must have at least one character (after trimming) was left empty.
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong';
  return 'invalid';
}

/** What a console form says about a field the server refused (its 400 `fields`): the field's message, by path only. */
export const serverFieldMessageOf = (path: string): FieldMessageKey => fieldMessageByPath(path) ?? 'invalid';

/** What the nickname form says: empty is asked for, anything else the rule refuses is one message. */
export function nicknameMessageOf(issue: IssueLike): NicknameMessageKey {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' && Number(issue.minimum) === 1) return 'required';
  return 'invalid';
}

/** What the password form says: the rule its one issue names (contracts/staff.ts changePasswordForm). */
export function passwordMessageOf(issue: IssueLike): PasswordMessageKey {
  const rule = issue.code === 'custom' ? issue.params?.rule : undefined;
  const rules: Record<PasswordRule, PasswordMessageKey> = {
    needed: 'needed',
    tooShort: 'tooShort',
    mismatch: 'mismatch',
    same: 'same',
  };
  return typeof rule === 'string' && rule in rules ? rules[rule as PasswordRule] : 'needed';
}
