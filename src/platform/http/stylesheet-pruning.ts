// A stylesheet cut to what one page can use: rules whose classes the page holds (its markup, and the
// islands that may add classes after hydration), the custom properties those rules read, the
// keyframes they run. The stylesheet is parsed once; each page then only filters the parsed pieces.
import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from 'postcss';

type Piece =
  | { kind: 'rule'; selectors: { text: string; classes: string[] }[]; body: string | CustomProperty[] }
  | { kind: 'group'; open: string; children: Piece[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'property'; name: string; text: string }
  | { kind: 'raw'; text: string };

/** A declaration in a rule without classes (`:root`'s theme values): dropped when nothing reads it. */
interface CustomProperty {
  name: string;
  text: string;
}

export interface PreparedStylesheet {
  /** Every class name a selector of the stylesheet names, unescaped (`sm:grid-cols-2`). */
  readonly classNames: readonly string[];
  /** The stylesheet with only the rules whose every class `has`; `extraVariables` are read elsewhere (inline styles). */
  prune(has: (className: string) => boolean, extraVariables?: Iterable<string>): string;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

/** The custom properties a text reads. */
export function variablesRead(text: string): string[] {
  return [...text.matchAll(VARIABLE_READ)].map((match) => match[1] ?? '');
}

/** `animation: spin 1s linear infinite` and `animation-name: spin`: the values, whose words name keyframes. */
const ANIMATION_NAMES = /animation(?:-name)?:[^;}]*/g;

function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, character: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (character ?? ''),
  );
}

/** A selector's text without its `:not(…)` parts: `.a:not(.b)` matches where `b` is missing, so `b` is not required. */
function withoutNegations(selector: string): string {
  let result = '';
  for (let index = 0; index < selector.length; index++) {
    if (!selector.startsWith(':not(', index)) {
      result += selector[index];
      continue;
    }
    let depth = 0;
    for (index += 4; index < selector.length; index++) {
      if (selector[index] === '(') depth++;
      else if (selector[index] === ')' && --depth === 0) break;
    }
  }
  return result;
}

/** The classes an element must carry, somewhere on the page, for a selector to match anything. */
export function requiredClasses(selector: string): string[] {
  return [...withoutNegations(selector).matchAll(CLASS)].map((match) => unescapeClass(match[1] ?? ''));
}

function sourceText(css: string, node: ChildNode): string {
  const start = node.source?.start?.offset;
  const end = node.source?.end?.offset;
  return start === undefined || end === undefined ? node.toString() : css.slice(start, end);
}

function pieceOf(css: string, node: ChildNode): Piece | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const rule = node as Rule;
    const selectors = rule.selectors.map((text) => ({ text, classes: requiredClasses(text) }));
    const whole = sourceText(css, rule);
    const body = whole.slice(whole.indexOf('{') + 1, -1);
    const declarations = (rule.nodes ?? []).filter((child): child is Declaration => child.type === 'decl');
    const onlyCustom =
      selectors.every((selector) => selector.classes.length === 0) &&
      declarations.length === (rule.nodes ?? []).length &&
      declarations.every((declaration) => declaration.prop.startsWith('--'));
    return {
      kind: 'rule',
      selectors,
      body: onlyCustom
        ? declarations.map((declaration) => ({ name: declaration.prop, text: sourceText(css, declaration).replace(/;$/, '') }))
        : body,
    };
  }
  if (node.type === 'atrule') {
    const atRule = node as AtRule;
    if (!atRule.nodes) return { kind: 'raw', text: `${sourceText(css, atRule).replace(/;$/, '')};` };
    if (/keyframes$/.test(atRule.name)) return { kind: 'keyframes', name: atRule.params.trim(), text: sourceText(css, atRule) };
    if (atRule.name === 'property') return { kind: 'property', name: atRule.params.trim(), text: sourceText(css, atRule) };
    const whole = sourceText(css, atRule);
    return {
      kind: 'group',
      open: whole.slice(0, whole.indexOf('{') + 1),
      children: atRule.nodes.map((child) => pieceOf(css, child)).filter((piece) => piece !== null),
    };
  }
  return { kind: 'raw', text: `${sourceText(css, node)};` };
}

export function prepareStylesheet(css: string): PreparedStylesheet {
  const pieces = postcss
    .parse(css)
    .nodes.map((node) => pieceOf(css, node))
    .filter((piece) => piece !== null);
  const classNames = new Set<string>();
  const collect = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'rule')
        for (const selector of piece.selectors) for (const name of selector.classes) classNames.add(name);
      if (piece.kind === 'group') collect(piece.children);
    }
  };
  collect(pieces);

  return {
    classNames: [...classNames],
    prune(has, extraVariables = []) {
      // First the rules the page can match; then what they read: custom properties (themselves reading
      // others), @property registrations and keyframes.
      const kept = new Map<Piece, string[]>();
      const keep = (list: Piece[]): boolean => {
        let any = false;
        for (const piece of list) {
          if (piece.kind === 'rule') {
            const selectors = piece.selectors.filter((selector) => selector.classes.every(has)).map((selector) => selector.text);
            if (selectors.length > 0) {
              kept.set(piece, selectors);
              any = true;
            }
          } else if (piece.kind === 'group') {
            if (keep(piece.children)) {
              kept.set(piece, []);
              any = true;
            }
          } else {
            any = true;
          }
        }
        return any;
      };
      keep(pieces);

      const read = new Set<string>(extraVariables);
      const customProperties: CustomProperty[] = [];
      const bodies: string[] = [];
      const scan = (text: string) => {
        bodies.push(text);
        for (const name of variablesRead(text)) read.add(name);
      };
      const walk = (list: Piece[]) => {
        for (const piece of list) {
          if (!kept.has(piece)) continue;
          if (piece.kind === 'group') walk(piece.children);
          else if (piece.kind === 'rule' && typeof piece.body === 'string') scan(piece.body);
          else if (piece.kind === 'rule' && typeof piece.body !== 'string') customProperties.push(...piece.body);
        }
      };
      walk(pieces);
      for (let grew = true; grew; ) {
        grew = false;
        for (const property of customProperties) {
          if (!read.has(property.name)) continue;
          const before = read.size;
          scan(property.text);
          if (read.size > before) grew = true;
        }
      }

      const animations = new Set(
        bodies
          .join(';')
          .match(ANIMATION_NAMES)
          ?.flatMap((value) => value.split(/[\s,:]+/)) ?? [],
      );
      const text: string[] = [];
      const write = (list: Piece[]) => {
        for (const piece of list) {
          switch (piece.kind) {
            case 'raw':
              text.push(piece.text);
              break;
            case 'property':
              if (read.has(piece.name)) text.push(piece.text);
              break;
            case 'keyframes':
              if (animations.has(piece.name)) text.push(piece.text);
              break;
            case 'group':
              if (kept.has(piece)) {
                const at = text.length;
                text.push(piece.open);
                write(piece.children);
                // A group left empty by unread custom properties is left out too.
                if (text.length === at + 1) text.pop();
                else text.push('}');
              }
              break;
            case 'rule': {
              const selectors = kept.get(piece);
              if (!selectors) break;
              const body =
                typeof piece.body === 'string'
                  ? piece.body
                  : piece.body
                      .filter((property) => read.has(property.name))
                      .map((property) => property.text)
                      .join(';');
              if (body) text.push(`${selectors.join(',')}{${body}}`);
            }
          }
        }
      };
      write(pieces);
      return text.join('');
    },
  };
}
