// The ambiguous words (license, check, program, meter, tire, Labor, gray, mom): whether one occurrence
// converts, judged from the words around it (the judgements are listed in australian-english.ts).
import {
  CHECK_VERB_AFTER,
  CHECK_VERB_AFTER_MORE,
  CHEQUE_AFTER,
  CHEQUE_BEFORE,
  CHEQUE_VERBS,
  COMPUTER_WORDS,
  DETERMINERS,
  LABOR_ECONOMY_AFTER,
  LABOR_PARTY_AFTER,
  LICENCE_NOUN_AFTER,
  LICENCE_NOUN_BEFORE,
  LICENCE_VERB_BEFORE,
  METRE_AFTER,
  METRE_BEFORE,
  MODALS,
  NUMBER_WORDS,
  PAY_WORDS,
  TIRE_VERB_AFTER,
  TIRE_VERB_BEFORE,
  TYRE_AFTER,
  TYRE_BEFORE,
} from './context-words.ts';

/** What a rule may look at around one word. Words are lower-case, apostrophes straightened. */
export interface Context {
  original: string;
  prev: string | null;
  prevIsNumber: boolean;
  prev2: string | null;
  next: string | null;
  after: string;
  sentenceStart: boolean;
  titleCaseSentence: boolean;
  nearby: string[];
}

/** A capitalised word mid-sentence in ordinary (not title-case) prose: a name. */
const isName = (context: Context) =>
  /^\p{Lu}\p{Ll}/u.test(context.original) && !context.sentenceStart && !context.titleCaseSentence;

/** Ambiguous words: decide whether this occurrence converts, and to what. */
export const RULES: Record<string, { to: string; when: (context: Context) => boolean }> = {
  license: { to: 'licence', when: (c) => licenceNoun(c, false) },
  licenses: { to: 'licences', when: (c) => licenceNoun(c, true) },
  check: { to: 'cheque', when: (c) => chequeSense(c) },
  checks: { to: 'cheques', when: (c) => chequeSense(c) },
  program: { to: 'programme', when: (c) => eventProgramme(c) },
  programs: { to: 'programmes', when: (c) => eventProgramme(c) },
  meter: { to: 'metre', when: (c) => metreUnit(c) },
  meters: { to: 'metres', when: (c) => metreUnit(c) },
  tire: { to: 'tyre', when: (c) => tyreWheel(c) },
  tires: { to: 'tyres', when: (c) => tyreWheel(c) },
  labor: { to: 'labour', when: (c) => labourNotParty(c) },
  gray: { to: 'grey', when: (c) => !isName(c) },
  mom: { to: 'mum', when: (c) => c.original !== 'MOM' && !/^[-\s]+and[-\s]+pop\b/i.test(c.after) },
};

function licenceNoun(c: Context, plural: boolean): boolean {
  if (c.prev && LICENCE_VERB_BEFORE.has(c.prev)) return false;
  if (c.prev && plural && ['a', 'an', 'this', 'that', 'each', 'every', 'one'].includes(c.prev)) return false;
  if (c.prev && (LICENCE_NOUN_BEFORE.has(c.prev) || c.prev.endsWith("'s") || c.prev.endsWith("s'"))) return true;
  if (plural && c.prevIsNumber) return true;
  return c.next !== null && LICENCE_NOUN_AFTER.has(c.next);
}

function chequeSense(c: Context): boolean {
  const verbNext = c.next !== null && (CHECK_VERB_AFTER.has(c.next) || CHECK_VERB_AFTER_MORE.has(c.next));
  if (c.prev && CHEQUE_BEFORE.has(c.prev) && !verbNext) return true;
  if (c.prev && CHEQUE_VERBS.has(c.prev)) return true;
  if (c.prev && c.prev2 && DETERMINERS.has(c.prev) && CHEQUE_VERBS.has(c.prev2)) return true;
  if (c.prev === 'by' && c.prev2 && PAY_WORDS.has(c.prev2)) return true;
  if (c.next && CHEQUE_AFTER.has(c.next)) return true;
  // "a check for $5,000", "a check for 5000", "a check for AUD 5000", "a check for the amount".
  return /^\s+for\s+(?:[$€£¥]|\p{N}|(?:aud|usd|nzd|a\$|us\$)\b|the\s+(?:sum|amount)\b)/iu.test(c.after);
}

function eventProgramme(c: Context): boolean {
  if (c.prev && MODALS.has(c.prev)) return false;
  if (isName(c)) return false;
  return !c.nearby.some((word) => COMPUTER_WORDS.has(word));
}

function metreUnit(c: Context): boolean {
  if (c.prevIsNumber) return true;
  if (c.prev && (NUMBER_WORDS.has(c.prev) || METRE_BEFORE.has(c.prev))) return true;
  return c.next !== null && METRE_AFTER.has(c.next);
}

function tyreWheel(c: Context): boolean {
  if (isName(c)) return false;
  if (c.prev && TIRE_VERB_BEFORE.has(c.prev)) return false;
  if (c.next && TIRE_VERB_AFTER.has(c.next)) return false;
  if (c.prev && TYRE_BEFORE.has(c.prev)) return true;
  if (c.prevIsNumber) return true;
  return c.next !== null && TYRE_AFTER.has(c.next);
}

function labourNotParty(c: Context): boolean {
  if (c.original === 'labor') return true;
  if (c.next && LABOR_PARTY_AFTER.has(c.next)) return false;
  if (c.original === 'LABOR') return true;
  if (c.next && LABOR_ECONOMY_AFTER.has(c.next)) return true;
  return c.sentenceStart || c.titleCaseSentence;
}
