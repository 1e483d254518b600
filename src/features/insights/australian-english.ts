// Australian-English conversion of insight titles, excerpts and HTML (spec "Bulk Australian-English conversion"):
// American spellings to Australian ones and a conservative Oxford comma. Pure (no I/O), server and browser.
import { Parser } from 'htmlparser2';

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

/* ------------------------------------------------------------------ word list */

const PLAIN: Record<string, string> = {};

function add(pairs: Record<string, string>): void {
  Object.assign(PLAIN, pairs);
}

// -ize → -ise: the spec's verbs, their prefixed forms, and common business verbs beyond the spec's list.
const IZE_STEMS = [
  'organ',
  'reorgan',
  'disorgan',
  'unorgan',
  'real',
  'unreal',
  'recogn',
  'unrecogn',
  'optim',
  'maxim',
  'minim',
  'capital',
  'recapital',
  'undercapital',
  'overcapital',
  'apolog',
  'author',
  'unauthor',
  'categor',
  'character',
  'critic',
  'custom',
  'emphas',
  'final',
  'formal',
  'general',
  'harmon',
  'incentiv',
  'item',
  'jeopard',
  'legitim',
  'local',
  'memor',
  'mobil',
  'modern',
  'monet',
  'monopol',
  'normal',
  'personal',
  'priorit',
  'privat',
  'public',
  'rational',
  'revital',
  'scrutin',
  'social',
  'special',
  'stabil',
  'standard',
  'strateg',
  'subsid',
  'summar',
  'symbol',
  'synchron',
  'synthes',
  'util',
  'visual',
  'amort',
  'securit',
  'digit',
  'central',
  'decentral',
  'commercial',
  'energ',
  'familiar',
  'global',
  'industrial',
  'institutional',
  'international',
];
const IZE_SUFFIXES = [
  'ize',
  'izes',
  'ized',
  'izing',
  'izer',
  'izers',
  'ization',
  'izations',
  'izational',
  'izationally',
  'izable',
];
for (const stem of IZE_STEMS) {
  for (const suffix of IZE_SUFFIXES) PLAIN[stem + suffix] = stem + suffix.replace('iz', 'is');
}
// -yze → -yse.
for (const stem of ['anal', 'reanal', 'paral', 'catal']) {
  for (const suffix of ['yze', 'yzes', 'yzed', 'yzing', 'yzer', 'yzers']) {
    PLAIN[stem + suffix] = stem + suffix.replace('yz', 'ys');
  }
}

/** word → word with 'our': every listed form; humorous, rigorous, honorary, laborious are British already. */
function our(...words: string[]): void {
  for (const word of words) PLAIN[word] = word.replace(/or(?=[a-z]*$)/, 'our');
}
our('color', 'colors', 'colored', 'coloring', 'colorful', 'colorfully', 'colorless', 'colorist', 'colorists');
our('discolor', 'discolored', 'discoloration', 'watercolor', 'watercolors', 'multicolored');
our('honor', 'honors', 'honored', 'honoring', 'honorable', 'honorably', 'dishonor', 'dishonored', 'dishonorable');
our('favor', 'favors', 'favored', 'favoring', 'favorable', 'favorably', 'unfavorable', 'unfavorably');
our('favorite', 'favorites', 'favoritism', 'disfavor');
our('flavor', 'flavors', 'flavored', 'flavoring', 'flavorings', 'flavorful', 'flavorless', 'flavorsome');
our('behavior', 'behaviors', 'behavioral', 'behaviorally', 'behaviorism', 'misbehavior');
our('labor', 'labors', 'labored', 'laboring', 'laborer', 'laborers');
our('neighbor', 'neighbors', 'neighbored', 'neighboring', 'neighborhood', 'neighborhoods', 'neighborly');
// Beyond the spec's list: the other common -or/-our words.
our('endeavor', 'endeavors', 'endeavored', 'endeavoring', 'rumor', 'rumors', 'rumored', 'humor', 'humors');
our('humored', 'harbor', 'harbors', 'harbored', 'harboring', 'rigor', 'rigors', 'vigor', 'candor', 'odor', 'odors');
our('armor', 'armored', 'vapor', 'vapors', 'savior', 'parlor', 'valor', 'clamor', 'splendor', 'tumor', 'tumors');

add({
  center: 'centre',
  centers: 'centres',
  centered: 'centred',
  centering: 'centring',
  centerpiece: 'centrepiece',
  centerpieces: 'centrepieces',
  centerline: 'centreline',
  epicenter: 'epicentre',
  theater: 'theatre',
  theaters: 'theatres',
  theatergoer: 'theatregoer',
  theatergoers: 'theatregoers',
  kilometer: 'kilometre',
  kilometers: 'kilometres',
  centimeter: 'centimetre',
  centimeters: 'centimetres',
  millimeter: 'millimetre',
  millimeters: 'millimetres',
  nanometer: 'nanometre',
  nanometers: 'nanometres',
  fiber: 'fibre',
  fibers: 'fibres',
  fiberglass: 'fibreglass',
  liter: 'litre',
  liters: 'litres',
  milliliter: 'millilitre',
  milliliters: 'millilitres',
  kiloliter: 'kilolitre',
  kiloliters: 'kilolitres',
  megaliter: 'megalitre',
  megaliters: 'megalitres',
  defense: 'defence',
  defenses: 'defences',
  defenseless: 'defenceless',
  offense: 'offence',
  offenses: 'offences',
  pretense: 'pretence',
  canceled: 'cancelled',
  canceling: 'cancelling',
  cancelation: 'cancellation',
  cancelations: 'cancellations',
  traveled: 'travelled',
  traveling: 'travelling',
  traveler: 'traveller',
  travelers: 'travellers',
  modeled: 'modelled',
  modeling: 'modelling',
  modeler: 'modeller',
  modelers: 'modellers',
  remodeled: 'remodelled',
  remodeling: 'remodelling',
  fueled: 'fuelled',
  fueling: 'fuelling',
  refueled: 'refuelled',
  refueling: 'refuelling',
  leveled: 'levelled',
  leveling: 'levelling',
  leveler: 'leveller',
  levelers: 'levellers',
  // Beyond the spec's list: other doubled and single l.
  labeled: 'labelled',
  labeling: 'labelling',
  signaled: 'signalled',
  signaling: 'signalling',
  totaled: 'totalled',
  totaling: 'totalling',
  channeled: 'channelled',
  channeling: 'channelling',
  counseled: 'counselled',
  counseling: 'counselling',
  counselor: 'counsellor',
  counselors: 'counsellors',
  equaled: 'equalled',
  equaling: 'equalling',
  jeweler: 'jeweller',
  jewelers: 'jewellers',
  jewelry: 'jewellery',
  enroll: 'enrol',
  enrolls: 'enrols',
  enrollment: 'enrolment',
  enrollments: 'enrolments',
  installment: 'instalment',
  installments: 'instalments',
  fulfill: 'fulfil',
  fulfills: 'fulfils',
  fulfillment: 'fulfilment',
  skillful: 'skilful',
  skillfully: 'skilfully',
  willful: 'wilful',
  gray: 'grey',
  grays: 'greys',
  grayed: 'greyed',
  graying: 'greying',
  grayish: 'greyish',
  grayscale: 'greyscale',
  checkbook: 'chequebook',
  checkbooks: 'chequebooks',
  paycheck: 'paycheque',
  paychecks: 'paycheques',
  aging: 'ageing',
  airplane: 'aeroplane',
  airplanes: 'aeroplanes',
  mom: 'mum',
  moms: 'mums',
  pajama: 'pyjama',
  pajamas: 'pyjamas',
  donut: 'doughnut',
  donuts: 'doughnuts',
  skeptic: 'sceptic',
  skeptics: 'sceptics',
  skeptical: 'sceptical',
  skeptically: 'sceptically',
  skepticism: 'scepticism',
  maneuver: 'manoeuvre',
  maneuvers: 'manoeuvres',
  maneuvered: 'manoeuvred',
  maneuvering: 'manoeuvring',
  artifact: 'artefact',
  artifacts: 'artefacts',
  aluminum: 'aluminium',
});

/* ------------------------------------------------------------------ context */

interface Token {
  kind: 'word' | 'num' | 'opaque' | 'space' | 'punct';
  text: string;
  start: number;
  end: number;
  sentence: number;
}

/** What a rule may look at around one word. Words are lower-case, apostrophes straightened. */
interface Context {
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

const set = (...words: string[]) => new Set(words);

const ABBREVIATIONS = set('mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'inc', 'ltd', 'co', 'pty', 'no');
const ABBREVIATIONS_MT = set('mt', 'ft', 'approx', 'dept', 'est', 'fig', 'cf', 'eg', 'ie');
const MODALS = set('to', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', "won't", "can't");
const NUMBER_WORDS = set(
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'hundred',
  'hundreds',
  'thousand',
  'thousands',
  'million',
  'few',
  'several',
  'many',
  'half',
);

const LICENCE_VERB_BEFORE = set(...MODALS, 'not', 'we', 'they', 'i', 'you', 'who', 'which', 'also', 'often');
const LICENCE_NOUN_BEFORE = set(
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'its',
  'any',
  'each',
  'every',
  'no',
  'one',
  'all',
  'some',
  'multiple',
  'new',
  'valid',
  'current',
  'full',
  'provisional',
  'probationary',
  'liquor',
  'business',
  'drivers',
  'driving',
  'software',
  'operating',
  'trading',
  'export',
  'import',
  'gaming',
  'broadcasting',
  'practising',
  'practicing',
  'learner',
  'exclusive',
  'perpetual',
  'annual',
  'user',
  'content',
  'music',
  'patent',
  'fishing',
  'firearms',
  'building',
  'contractor',
  'professional',
  'commercial',
  'special',
  'restricted',
  'appropriate',
  'relevant',
  'required',
  'necessary',
  'own',
  'under',
  'without',
  'services',
  'credit',
  'hire',
  'agency',
  'employment',
  'recruitment',
  'broking',
  'estate',
  'security',
  'medical',
  'retail',
  'wholesale',
  'mining',
  'exploration',
  'spectrum',
  'carrier',
  'taxi',
);
const LICENCE_NOUN_AFTER = set(
  'fee',
  'fees',
  'holder',
  'holders',
  'number',
  'numbers',
  'plate',
  'plates',
  'agreement',
  'agreements',
  'key',
  'keys',
  'condition',
  'conditions',
  'application',
  'applications',
  'renewal',
  'renewals',
  'cost',
  'costs',
  'revenue',
  'revenues',
  'terms',
  'period',
  'class',
  'classes',
  'type',
  'types',
  'suspension',
  'cancellation',
  'requirement',
  'requirements',
  'transfer',
  'transfers',
  'is',
  'was',
  'are',
  'were',
  'has',
  'had',
  'expires',
  'expired',
);

const CHEQUE_BEFORE = set(
  'blank',
  'personal',
  'bank',
  'certified',
  "cashier's",
  'cashiers',
  'bounced',
  'bouncing',
  'dishonoured',
  'dishonored',
  'rubber',
  'postdated',
  'dated',
  'dividend',
  'refund',
  'rebate',
  'stimulus',
  'royalty',
  'settlement',
  "traveler's",
  "traveller's",
  'travelers',
  'travellers',
);
const CHEQUE_VERBS = set(
  'write',
  'writes',
  'wrote',
  'written',
  'writing',
  'cash',
  'cashes',
  'cashed',
  'cashing',
  'deposit',
  'deposits',
  'deposited',
  'depositing',
  'endorse',
  'endorses',
  'endorsed',
  'endorsing',
  'bounce',
  'bounces',
  'bounced',
  'mail',
  'mailed',
  'sign',
  'signs',
  'signed',
);
const DETERMINERS = set('a', 'an', 'the', 'this', 'that', 'your', 'his', 'her', 'their', 'our', 'my', 'another', 'one');
const PAY_WORDS = set(
  'pay',
  'pays',
  'paid',
  'paying',
  'payment',
  'payments',
  'payable',
  'settle',
  'settled',
  'accept',
  'accepts',
);
const CHEQUE_AFTER = set('payable', 'book', 'books', 'stub', 'stubs', 'clearance');

const COMPUTER_WORDS = set(
  'computer',
  'computers',
  'computing',
  'software',
  'code',
  'coding',
  'coded',
  'app',
  'apps',
  'install',
  'installed',
  'installing',
  'installs',
  'compile',
  'compiled',
  'compiler',
  'executable',
  'binary',
  'script',
  'scripts',
  'algorithm',
  'algorithms',
  'developer',
  'developers',
  'debug',
  'debugging',
  'download',
  'downloaded',
  'downloads',
  'programming',
  'programmer',
  'programmers',
  'python',
  'java',
  'javascript',
  'typescript',
  'macro',
  'macros',
  'database',
  'databases',
  'server',
  'servers',
  'spreadsheet',
  'cpu',
);

const TYRE_BEFORE = set(
  'a',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'its',
  'spare',
  'flat',
  'new',
  'used',
  'winter',
  'snow',
  'summer',
  'rear',
  'front',
  'bald',
  'worn',
  'rubber',
  'car',
  'truck',
  'bike',
  'bicycle',
  'radial',
  'tubeless',
  'retread',
  'four',
  'two',
);
const TYRE_AFTER = set(
  'pressure',
  'pressures',
  'tread',
  'treads',
  'shop',
  'shops',
  'retailer',
  'retailers',
  'manufacturer',
  'manufacturers',
  'industry',
  'change',
  'changes',
  'sales',
  'company',
  'companies',
  'brand',
  'brands',
  'rotation',
  'repair',
  'repairs',
  'dealer',
  'dealers',
  'business',
  'fitting',
  'service',
  'store',
  'stores',
  'market',
  'maker',
  'makers',
  'supplier',
  'suppliers',
  'wholesaler',
  'distributor',
);
const TIRE_VERB_BEFORE = set(...MODALS, 'never', 'not', "don't", "doesn't", "didn't", 'quickly', 'easily', 'soon');
const TIRE_VERB_AFTER = set('of', 'easily', 'quickly', 'out', 'soon');

const METRE_BEFORE = set('square', 'cubic', 'per', 'linear', 'lineal');
const METRE_AFTER = set('away', 'long', 'high', 'wide', 'tall', 'deep', 'squared', 'of');

const LABOR_PARTY_AFTER = set(
  'party',
  'government',
  'governments',
  'mp',
  'mps',
  'leader',
  'leaders',
  'senator',
  'senators',
  'premier',
  'minister',
  'ministers',
  'opposition',
  'frontbench',
  'caucus',
  'candidate',
  'candidates',
  'administration',
  'voters',
);
const LABOR_ECONOMY_AFTER = set(
  'market',
  'markets',
  'cost',
  'costs',
  'force',
  'forces',
  'shortage',
  'shortages',
  'hire',
  'law',
  'laws',
  'productivity',
  'relations',
  'supply',
  'rate',
  'rates',
  'union',
  'unions',
  'pool',
  'mobility',
  'share',
  'inputs',
  'expenses',
  'intensive',
);

/** A capitalised word mid-sentence in ordinary (not title-case) prose: a name. */
const isName = (context: Context) =>
  /^\p{Lu}\p{Ll}/u.test(context.original) && !context.sentenceStart && !context.titleCaseSentence;

/** Ambiguous words: decide whether this occurrence converts, and to what. */
const RULES: Record<string, { to: string; when: (context: Context) => boolean }> = {
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

// 'The bank checks the documents': a verb before its object, whatever noun precedes it.
const CHECK_VERB_AFTER = set('the', 'a', 'an', 'this', 'that', 'these', 'those', 'their', 'our', 'your', 'his', 'her');
const CHECK_VERB_AFTER_MORE = set('its', 'whether', 'if', 'each', 'every', 'all', 'any', 'with', 'on', 'in', 'out');

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

/* ------------------------------------------------------------------ protected spans */

const TRAIL = /[.,;:!?)\]}'"’”]+$/u;
// Each is matched inside one run of non-space characters, so none of them can take quadratic time on prose.
const PROTECTED_PATTERNS: RegExp[] = [
  /\b(?:https?|ftp|file):\/\/[^\s<>"']+/giu,
  /\b(?:mailto|tel):[^\s<>"']+/giu,
  /\bwww\.[^\s<>"']+/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|edu|gov|io|co|au|uk|nz|info|biz|app|dev|ai|me|us|ca|tv|ly)\b(?:[/?#][^\s<>"']*)?/giu,
  /(?<![\p{L}\p{N}/])\/[\p{L}\p{N}_\-./?=&#%~]*[\p{L}\p{N}_\-/=&#%~]/gu,
];
/** Longer than any word or address: such a run of non-space characters is data, not prose. */
const LONGEST_CHUNK = 2000;

const mask = (text: string) => '\uFFFC'.repeat(text.length);

function maskChunk(chunk: string): string {
  if (chunk.length > LONGEST_CHUNK) return mask(chunk);
  if (!/[@./:]/u.test(chunk)) return chunk;
  let masked = chunk;
  for (const pattern of PROTECTED_PATTERNS) {
    masked = masked.replace(pattern, (match) => {
      const kept = match.replace(TRAIL, '');
      return mask(kept) + match.slice(kept.length);
    });
  }
  return masked;
}

/** Replace URLs, e-mail addresses and back-ticked code with U+FFFC (object replacement) so no rule reads them. */
function maskProtected(view: string): string {
  return view.replace(/`[^`\n]+`/gu, mask).replace(/\S+/gu, maskChunk);
}

/* ------------------------------------------------------------------ tokens and sentences */

const TOKEN = /(\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*)|(\p{N}+(?:[.,]\p{N}+)*)|(\uFFFC+)|(\s+)|([\s\S])/gu;

function tokenize(view: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  for (const match of view.matchAll(TOKEN)) {
    const start = match.index;
    const text = match[0];
    const kind = match[1] ? 'word' : match[2] ? 'num' : match[3] ? 'opaque' : match[4] ? 'space' : 'punct';
    tokens.push({ kind, text, start, end: start + text.length, sentence });
    if (kind === 'punct' && endsSentence(tokens, tokens.length - 1, view)) sentence += 1;
  }
  return tokens;
}

function endsSentence(tokens: Token[], index: number, view: string): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (/[!?…:;]/u.test(token.text)) return true;
  if (token.text !== '.') return false;
  const following = view[token.end];
  if (following !== undefined && !/\s/u.test(following)) return false;
  const before = tokens[index - 1];
  if (before?.kind === 'word') {
    const word = before.text.toLowerCase();
    if (word.length === 1 || ABBREVIATIONS.has(word) || ABBREVIATIONS_MT.has(word)) return false;
  }
  return true;
}

const normal = (word: string) => word.toLowerCase().replace(/’/g, "'");

/** The index of the nearest word or number before/after, across spaces and hyphens only; -1 if none. */
function neighbour(tokens: Token[], index: number, step: -1 | 1): number {
  for (let i = index + step; i >= 0 && i < tokens.length; i += step) {
    const token = tokens[i];
    if (!token) return -1;
    if (token.kind === 'space' || token.text === '-' || token.text === '‑') continue;
    return token.kind === 'word' || token.kind === 'num' ? i : -1;
  }
  return -1;
}

function isSentenceStart(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === 'space' || /^['"“‘([*•–—-]$/u.test(token.text)) continue;
    return token.kind === 'punct' && token.sentence !== tokens[index]?.sentence;
  }
  return true;
}

/** The words of each sentence, by sentence id. */
function sentenceWords(tokens: Token[]): Map<number, Token[]> {
  const byId = new Map<number, Token[]>();
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const words = byId.get(token.sentence);
    if (words) words.push(token);
    else byId.set(token.sentence, [token]);
  }
  return byId;
}

function sentenceShapes(byId: Map<number, Token[]>): Map<number, boolean> {
  const titleCase = new Map<number, boolean>();
  for (const [id, words] of byId) {
    const long = words.slice(1).filter((word) => word.text.length >= 4);
    const capitalised = long.filter((word) => /^\p{Lu}/u.test(word.text)).length;
    titleCase.set(id, long.length >= 2 && capitalised / long.length >= 0.8);
  }
  return titleCase;
}

/* ------------------------------------------------------------------ spelling */

function matchCase(original: string, replacement: string): string | null {
  if (original === original.toLowerCase()) return replacement;
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  const [first = '', ...rest] = Array.from(original);
  if (first === first.toUpperCase() && rest.join('') === rest.join('').toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return null;
}

/** A word glued to digits, '_', '=', '@', '#' or a dotted identifier is code or data, not prose. */
function gluedToCode(view: string, start: number, end: number): boolean {
  const before = view[start - 1] ?? '';
  const after = view[end] ?? '';
  if (/[\p{N}_=@#\\]/u.test(before) || /[\p{N}_=\\]/u.test(after)) return true;
  if (before === '.' && /[\p{L}\p{N}]/u.test(view[start - 2] ?? '')) return true;
  return after === '.' && /[\p{L}\p{N}]/u.test(view[end + 1] ?? '');
}

function spellingEdits(view: string, tokens: Token[]): { start: number; end: number; text: string }[] {
  const edits: { start: number; end: number; text: string }[] = [];
  const bySentence = sentenceWords(tokens);
  const titleCase = sentenceShapes(bySentence);
  const wordIndex = new Map<Token, number>();
  for (const words of bySentence.values()) {
    for (const [i, word] of words.entries()) wordIndex.set(word, i);
  }
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const apostrophe = token.text.search(/['’]/u);
    const base = apostrophe === -1 ? token.text : token.text.slice(0, apostrophe);
    const suffix = apostrophe === -1 ? '' : token.text.slice(apostrophe);
    if (suffix && !/^['’][sS]$/u.test(suffix)) return;
    const key = base.toLowerCase();
    // Own keys only: a word like 'constructor' must not find Object.prototype.
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
    const plain = Object.hasOwn(PLAIN, key) ? PLAIN[key] : undefined;
    if (!rule && !plain) return;
    if (gluedToCode(view, token.start, token.end)) return;
    let target = plain;
    if (rule) {
      const prevIndex = neighbour(tokens, index, -1);
      const prev = tokens[prevIndex];
      const prev2 = prevIndex === -1 ? undefined : tokens[neighbour(tokens, prevIndex, -1)];
      const next = tokens[neighbour(tokens, index, 1)];
      const words = bySentence.get(token.sentence) ?? [];
      const position = wordIndex.get(token) ?? 0;
      const context: Context = {
        original: base,
        prev: prev?.kind === 'word' ? normal(prev.text) : null,
        prevIsNumber: prev?.kind === 'num',
        prev2: prev2?.kind === 'word' ? normal(prev2.text) : null,
        next: next?.kind === 'word' ? normal(next.text) : null,
        after: view.slice(token.end, token.end + 40),
        sentenceStart: isSentenceStart(tokens, index),
        titleCaseSentence: titleCase.get(token.sentence) ?? false,
        nearby: words.slice(Math.max(0, position - 6), position + 7).map((word) => normal(word.text)),
      };
      target = rule.when(context) ? rule.to : undefined;
    }
    if (!target) return;
    const cased = matchCase(base, target);
    if (cased === null || cased === base) return;
    edits.push({ start: token.start, end: token.start + base.length, text: cased });
  });
  return edits;
}

/* ------------------------------------------------------------------ Oxford comma */

const LIST_WORD = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'’&/.-]*[\p{L}\p{M}\p{N}])?$/u;
// Words that open an introductory phrase when the part before the comma is short ('However,', 'Last year,').
const SENTENCE_ADVERBS = set(
  'however',
  'therefore',
  'thus',
  'hence',
  'then',
  'now',
  'still',
  'nor',
  'also',
  'plus',
  'instead',
  'meanwhile',
  'besides',
  'otherwise',
  'nonetheless',
  'nevertheless',
  'furthermore',
  'moreover',
  'indeed',
  'overall',
  'first',
  'second',
  'third',
  'finally',
  'again',
  'today',
  'yesterday',
  'tomorrow',
  'tonight',
  'here',
  'there',
  'yes',
  'no',
  'well',
  'ok',
  'okay',
  'sure',
  'thanks',
  'please',
  'hi',
  'hello',
  'last',
  'next',
  'this',
  'that',
  'these',
  'those',
  'every',
  'each',
  'earlier',
  'later',
);
// Words that open a subordinate or prepositional phrase, or a clause of its own, whatever its length.
const INTRODUCTORY = set(
  'and',
  'or',
  'but',
  'yet',
  'so',
  'after',
  'before',
  'when',
  'whenever',
  'while',
  'whilst',
  'if',
  'unless',
  'until',
  'till',
  'although',
  'though',
  'because',
  'since',
  'as',
  'once',
  'whether',
  'where',
  'wherever',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'without',
  'within',
  'during',
  'from',
  'to',
  'into',
  'of',
  'about',
  'above',
  'below',
  'under',
  'over',
  'through',
  'throughout',
  'across',
  'among',
  'amongst',
  'between',
  'beyond',
  'despite',
  'given',
  'following',
  'according',
  'like',
  'unlike',
  'upon',
  'via',
  'than',
  'towards',
  'toward',
  'against',
  'along',
  'around',
  'behind',
  'except',
  'including',
  'regarding',
  'concerning',
  'considering',
  'notwithstanding',
  'which',
  'who',
  'whom',
  'whose',
  'what',
  'especially',
  'particularly',
  'such',
  'not',
  'both',
  'either',
  'neither',
  'even',
  'just',
  'only',
  'eg',
  'ie',
  'e.g',
  'i.e',
);
const PRONOUNS = set('i', 'me', 'we', 'us', 'he', 'him', 'she', 'her', 'they', 'them', 'you', 'it', 'one');
const NOT_ADVERBS = set('family', 'supply', 'assembly', 'italy', 'july', 'monopoly', 'rally', 'ally', 'anomaly', 'reply');

const wordsOf = (part: string) => part.trim().split(/\s+/u).filter(Boolean);
const opensClause = (word: string) => {
  const lower = normal(word);
  return INTRODUCTORY.has(lower) || SENTENCE_ADVERBS.has(lower) || PRONOUNS.has(lower);
};

/** An item between the commas: short, plain words, not opening a clause of its own. */
function simpleItem(part: string, maxWords: number): boolean {
  const words = wordsOf(part);
  if (words.length === 0 || words.length > maxWords) return false;
  if (!words.every((word) => LIST_WORD.test(word))) return false;
  if (words.some((word) => ['and', 'or'].includes(word.toLowerCase()))) return false;
  // 'usually larger and often ...', 'literally or figuratively': an adverb opens a qualifier, not an item.
  return !opensClause(words[0] ?? '') && !isAdverb(words[0] ?? '');
}

function isAdverb(word: string): boolean {
  const lower = normal(word);
  return lower.endsWith('ly') && !NOT_ADVERBS.has(lower);
}

/** The part before the first list comma: it ends in the first item and must not be an introductory phrase. */
function listHead(part: string): boolean {
  const words = wordsOf(part);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last || !LIST_WORD.test(last)) return false;
  const lower = normal(first);
  if (INTRODUCTORY.has(lower)) return false;
  // 'Yesterday, Sam and Jo met' is an introduction; 'Yesterday we met Sam, Jo and Al' is a list.
  const adverb = SENTENCE_ADVERBS.has(lower) || isAdverb(lower);
  if (adverb && words.length <= 3) return false;
  if (words.length > 1 && lower.endsWith('ing')) return false;
  if (words.some((word) => /^(?:ago|\p{N}{4})$/u.test(word))) return false;
  return !PRONOUNS.has(normal(last));
}

/** Insertion points (view offsets) for Oxford commas in one run. */
function oxfordCommaPoints(masked: string): number[] {
  const points: number[] = [];
  // Clauses: split at sentence ends and clause marks; a U+FFFC (URL, code) may sit inside but never in an item.
  const clause = /[^.!?…;:()[\]{}"“”«»—–\n]+|[.!?…;:()[\]{}"“”«»—–\n]/gu;
  for (const match of masked.matchAll(clause)) {
    const text = match[0];
    if (!text.includes(',')) continue;
    const commas = [...text.matchAll(/,(?=\s)/gu)].map((comma) => comma.index);
    if (commas.length === 0) continue;
    const bounds = [-1, ...commas, text.length];
    const parts = bounds.slice(0, -1).map((from, i) => text.slice(from + 1, bounds[i + 1]));
    for (let i = 1; i < parts.length; i += 1) {
      const last = /^(\s+)(.+?)(\s+)(and|or)\s+(?=[\p{L}\p{N}])(\S+)/u.exec(parts[i] ?? '');
      if (!last) continue;
      const [whole, lead = '', item = '', , , following = ''] = last;
      if (PRONOUNS.has(normal(following.replace(/[^\p{L}'’]/gu, '')))) continue;
      // 'work health and safety and site visits': two conjunctions, the list's end is unclear.
      const rest = (parts[i] ?? '').slice(whole.length - following.length);
      if (/(?:^|\s)(?:and|or)(?:\s|$)/iu.test(rest)) continue;
      // 'liability and insurance, work health and safety, and conversion fees': when the list goes on after
      // this part, its 'and' joins one item unless a long clause follows it ('energy and resources support ...').
      const later = parts[i + 1];
      if (later !== undefined && (/^\s*(?:and|or)\s/iu.test(later) || wordsOf(rest).length + 1 <= 3)) continue;
      let found = false;
      for (let j = i; j >= 1 && !found; j -= 1) {
        const itemCount = i - j + 3;
        const maxWords = itemCount >= 4 ? 3 : 2;
        if (!simpleItem(item, maxWords)) break;
        const middle = parts.slice(j, i);
        if (!middle.every((part) => simpleItem(part, maxWords))) continue;
        if (listHead(parts[j - 1] ?? '')) found = true;
      }
      if (!found) continue;
      const partStart = (match.index ?? 0) + (bounds[i] ?? 0) + 1;
      points.push(partStart + lead.length + item.length);
    }
  }
  return points;
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
    for (const [i, piece] of pieces.entries()) {
      const start = offsets[i] ?? 0;
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
