// Australian-English conversion of plain text and HTML, as insights use it (spec "Bulk Australian-English conversion"):
// American spellings to Australian ones and a conservative Oxford comma. Pure (no I/O), server and browser.
import { Parser } from 'htmlparser2';
import { oxfordCommaPoints } from './commas.ts';
import { set } from './context-words.ts';
import { maskProtected } from './masking.ts';
import { spellingEdits } from './spelling.ts';
import { tokenize } from './tokens.ts';

/*
 * JUDGEMENTS (ambiguous words). The rule everywhere: when the text does not make the case clear, keep the word.
 *
 * | Word                | Becomes            | Only when / never when                                                    |
 * |---------------------|--------------------|---------------------------------------------------------------------------|
 * | license, licenses   | licence, licences  | Noun only: after a determiner/possessive/noun-ish word (a, the, our,      |
 * |                     |                    | driver's, liquor, financial services, labour hire, under...) or before a  |
 * |                     |                    | noun (fee, holder, agreement, number...). After to/can/will/we/they... it |
 * |                     |                    | is the verb and stays, as Australian English spells the verb 'license'.   |
 * |                     |                    | licensed, licensing, licensee, licensor never change (same in AU).        |
 * | check, checks       | cheque, cheques    | Money sense only: blank/personal/bank/bounced/refund... check, write/cash/|
 * |                     |                    | deposit/endorse/sign (a) check, pay(ment) by check, check for $500 / 500, |
 * |                     |                    | check payable/book/stub. 'reality check', 'checks and balances', 'check   |
 * |                     |                    | the figures', 'the bank checks the file', 'payroll checks' (audits, as in |
 * |                     |                    | this firm's field) stay. checkbook -> chequebook, paycheck -> paycheque.  |
 * |                     |                    | checkout, checklist, checkpoint are other words and never change.         |
 * | program, programs   | programme(s)       | As the spec asks (note: much Australian usage, incl. the government style |
 * |                     |                    | manual, keeps 'program'). Stays for computer programs: a computer word    |
 * |                     |                    | (software, code, app, install, developer...) within 6 words in the same   |
 * |                     |                    | sentence; stays as a verb (to/can/will program); stays as a proper name   |
 * |                     |                    | ('the Apprenticeship Incentive Program' mid-sentence, capitalised).       |
 * |                     |                    | programmed/programming/programmer never change (same in AU).              |
 * | meter, meters       | metre, metres      | The unit only: after a number (100 meters, 100-meter, five meters), after |
 * |                     |                    | square/cubic/per, or before away/long/high/wide/tall/deep/of. A device    |
 * |                     |                    | (parking meter, smart meters) stays 'meter' as in AU. kilometer,         |
 * |                     |                    | centimeter, millimeter, nanometer are always units.                       |
 * | tire, tires         | tyre, tyres        | The wheel only: after a/the/spare/flat/car/new/four..., or before         |
 * |                     |                    | pressure/tread/shop/retailer/industry... 'never tire of', 'tires easily'  |
 * |                     |                    | (to tire) stay; tired, tiring, tireless, retire, attire never change.     |
 * | Labor               | Labour             | lower-case 'labor' always converts. Capitalised 'Labor' mid-sentence is   |
 * |                     |                    | the Australian Labor Party and stays, as does 'Labor Party/government/MP' |
 * |                     |                    | anywhere; 'Labor market/costs/force...' and a sentence-initial or title-  |
 * |                     |                    | case 'Labor' convert.                                                     |
 * | Gray                | Grey               | Capitalised mid-sentence (not title case) is a surname (Mr Gray) and      |
 * |                     |                    | stays; otherwise converts.                                                |
 * | Tire, Program       | (kept)             | Capitalised mid-sentence in a sentence that is not in title case: a name  |
 * |                     |                    | (Goodyear Tire, a government Program) and stays.                          |
 * | mom, moms           | mum, mums          | 'MOM' in capitals is an abbreviation (month-on-month) and stays; the      |
 * |                     |                    | idiom 'mom-and-pop' stays (its AU equivalent is a different phrase).      |
 * | center, theater,    | centre, theatre,   | Always, including US proper names (Lincoln Center): the text is published |
 * | defense...          | defence...         | in Australian English and names are rare in these articles.              |
 * | mixed case (iColor, | (kept)             | Only lower, Capitalised and UPPER words change; anything else is a brand  |
 * | ColorTech)          |                    | or an identifier.                                                         |
 * | alt/title attributes| (kept)             | Only text nodes change (issue 10); attribute values are never touched.    |
 *
 * Left out on purpose (not spelling, or the part of speech decides and the text rarely shows it): practice/
 * practise, judgment/judgement (legal usage keeps 'judgment'), dialog, catalog, math, percent, mold.
 * Beyond the spec's list, common business words of the same patterns are included (-ize verbs such as
 * prioritize or amortize, endeavor, rumor, enrollment, installment, fulfill, jewelry, maneuver, artifact).
 *
 * HTML is read with htmlparser2 (the tokenizer sanitize-html uses) and only text nodes change.
 * Never changed: tags and attribute values; content of code, pre, kbd, samp, var, script, style, textarea and
 * of any element with translate="no" or class "notranslate"; URLs (with a scheme, www., bare domains such as
 * example.com.au/path, site paths such as /insights/x); e-mail addresses; `back-ticked code`; a word glued
 * to digits, '_', '=', '@', '#' or to a dotted identifier (config.color); a word split by a tag (col<b>or</b>).
 *
 * OXFORD COMMA (spec: "applies an Oxford comma to lists of three or more that lack one"): 'A, B and C' and
 * 'A, B or C' gain a comma before and/or, counted in `oxfordCommas`, never in `corrections` (the spec's toast
 * counts "spelling corrections"). Conservative, never across a sentence, clause mark (; : brackets quotes
 * dashes) or block element, and only when:
 * - each item between the commas, and the one before and/or, is 1-2 words (1-3 once there are 4+ items) of
 *   letters/digits (inner & - / . ' allowed), not starting with a pronoun, relative or linking word;
 * - the part before the first list comma does not open like an introductory phrase (However, Yesterday, In
 *   2024, After the meeting, Last year, If ..., Having ..., any -ly adverb): 'After the meeting, John and Mary
 *   left' stays; 'Yesterday we met Sam, Jo and Al' gains its comma;
 * - the word after and/or is not a pronoun ('Our director, Jane and I' is ambiguous and stays);
 * - the part holding and/or has only one and/or, and if the list goes on after it ('liability and insurance,
 *   work health and safety, and conversion fees') the 'and' joins one item and gains nothing, unless a long
 *   clause follows it ('transport, energy and resources support demand for ...').
 * All fifteen seeded articles are run through it in the tests: every comma it adds there is right.
 *
 * Speed: a 200 KB article dense with listed words takes about 0.1 s; a run of more than 2,000 characters
 * without a space is treated as data and left alone, which keeps every pattern linear.
 */

type Result = { text: string; corrections: number; oxfordCommas: number };

/** A piece of one run of text: where it is in the source, what it reads as, and whether it may change. */
interface Piece {
  start: number;
  end: number;
  view: string;
  editable: boolean;
}

/** A change in source coordinates. */
interface Edit {
  start: number;
  end: number;
  text: string;
  kind: 'spelling' | 'comma';
}

/* ------------------------------------------------------------------ runs */

/** Converts one run of text (a block of HTML, or one line of plain text) into source edits. */
function convertRun(pieces: Piece[]): Edit[] {
  if (!pieces.some((piece) => piece.editable)) return [];
  const offsets: number[] = [];
  let view = '';
  for (const piece of pieces) {
    offsets.push(view.length);
    view += piece.view;
  }
  const masked = maskProtected(view);
  const toSource = (from: number, to: number): number | null => {
    // An insertion between two pieces goes into the later one (after a closing tag: 'B</b>,').
    let chosen: number | null = null;
    for (let i = firstPieceEndingAtOrAfter(pieces, offsets, from); i < pieces.length; i += 1) {
      const piece = pieces[i] as Piece;
      const start = offsets[i] ?? 0;
      if (start > from) break;
      const end = start + piece.view.length;
      if (!piece.editable || from < start || to > end) continue;
      if (chosen === null || from === start) chosen = piece.start + (from - start);
    }
    return chosen;
  };
  const edits: Edit[] = [];
  for (const edit of spellingEdits(masked, tokenize(masked))) {
    const start = toSource(edit.start, edit.end);
    if (start !== null) edits.push({ start, end: start + (edit.end - edit.start), text: edit.text, kind: 'spelling' });
  }
  for (const point of oxfordCommaPoints(masked)) {
    const start = toSource(point, point);
    if (start !== null) edits.push({ start, end: start, text: ',', kind: 'comma' });
  }
  return edits;
}

/** Binary search: the first piece whose view ends at or after `at` (pieces lie in order), so each edit finds its
 * piece in log time rather than scanning every piece of the run (many entities and edits made that quadratic). */
function firstPieceEndingAtOrAfter(pieces: Piece[], offsets: number[], at: number): number {
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? 0) + (pieces[middle]?.view.length ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

function applyEdits(source: string, edits: Edit[]): Result {
  const out: string[] = [];
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < at) continue;
    out.push(source.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  out.push(source.slice(at));
  return {
    text: out.join(''),
    corrections: edits.filter((edit) => edit.kind === 'spelling').length,
    oxfordCommas: edits.filter((edit) => edit.kind === 'comma').length,
  };
}

/* ------------------------------------------------------------------ plain text */

/**
 * Converts plain text (a title, an excerpt). `corrections` counts spelling replacements (the number in the
 * spec's 'Applied Australian English formatting with N spelling corrections'); `oxfordCommas` the commas
 * added. Text can change with 0 corrections (commas only): compare the text, not the count, to know whether
 * there is something to save. Each line is a run of its own.
 */
export function toAustralianEnglish(text: string): { text: string; corrections: number; oxfordCommas: number } {
  const edits: Edit[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    edits.push(...convertRun([{ start, end: start + line.length, view: line, editable: true }]));
    start += line.length + 1;
  }
  return applyEdits(text, edits);
}

/* ------------------------------------------------------------------ HTML */

const INLINE = set(
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
  'code',
  'kbd',
  'samp',
  'var',
  'tt',
  'img',
);
const UNTOUCHED = set('code', 'kbd', 'samp', 'var', 'tt', 'pre', 'script', 'style', 'textarea', 'title', 'svg', 'math');
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/giu;
const NAMED: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  apos: "'",
  quot: '"',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lt: '<',
  gt: '>',
};

function decodeEntity(entity: string): string {
  const name = entity.slice(1, -1);
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (code === 0xa0) return ' ';
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFC';
  }
  const key = name.toLowerCase();
  return Object.hasOwn(NAMED, key) ? (NAMED[key] ?? '\uFFFC') : '\uFFFC';
}

/** Splits raw HTML text into plain pieces and entity pieces (which read as their character and never change). */
function textPieces(raw: string, offset: number): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of raw.matchAll(ENTITY)) {
    if (match.index > at) {
      pieces.push({ start: offset + at, end: offset + match.index, view: raw.slice(at, match.index), editable: true });
    }
    const end = match.index + match[0].length;
    pieces.push({ start: offset + match.index, end: offset + end, view: decodeEntity(match[0]), editable: false });
    at = end;
  }
  if (at < raw.length) pieces.push({ start: offset + at, end: offset + raw.length, view: raw.slice(at), editable: true });
  return pieces;
}

/**
 * Converts article HTML: only text nodes change, everything else (tags, attributes, entities as written, code,
 * URLs, e-mail addresses) is kept byte for byte. Block elements and <br> end a run; inline elements do not, but
 * no word spanning a tag changes.
 */
export function toAustralianEnglishHtml(html: string): { html: string; corrections: number; oxfordCommas: number } {
  const edits: Edit[] = [];
  let run: Piece[] = [];
  const flush = () => {
    edits.push(...convertRun(run));
    run = [];
  };
  const stack: boolean[] = [];
  let untouched = 0;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const opaque =
          UNTOUCHED.has(name) ||
          attributes.translate?.toLowerCase() === 'no' ||
          (attributes.class ?? '').split(/\s+/u).includes('notranslate');
        stack.push(opaque);
        if (opaque) untouched += 1;
        if (!INLINE.has(name)) flush();
        else if (name === 'img') run.push({ start: parser.startIndex, end: parser.startIndex, view: '\uFFFC', editable: false });
      },
      onclosetag(name) {
        if (stack.pop()) untouched -= 1;
        if (!INLINE.has(name)) flush();
      },
      ontext() {
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        if (untouched > 0) run.push({ start, end, view: '\uFFFC', editable: false });
        else run.push(...textPieces(html.slice(start, end), start));
      },
      onprocessinginstruction: () => flush(),
    },
    { decodeEntities: false },
  );
  parser.end(html);
  flush();
  const result = applyEdits(html, edits);
  return { html: result.text, corrections: result.corrections, oxfordCommas: result.oxfordCommas };
}
