// Loops and chains among redirects, checked against one index in one pass: each redirect's next hop
// is looked up once, and a chain is followed once (a visited set stops a loop, and what a walk learnt
// is kept for every redirect on it), so an import of thousands costs linear time, not quadratic; and
// in slices, so the site answers other requests meanwhile.
import { forEachInSlices } from '#src/platform/event-loop.server.ts';
import { REDIRECT_MESSAGES } from './messages.ts';
import { normaliseAddress, type RedirectRule, redirectOfTarget } from './paths.ts';

/** A refusal of a redirect, naming the field to change. */
export interface RedirectProblem {
  field: 'from_path' | 'to_target';
  message: string;
}

/** Where following a redirect's chain ends: the last target, or a loop. */
interface ChainEnd {
  target: string;
  loops: boolean;
}

/**
 * Redirects by their From in canonical form (paths.ts), built in slices: `/loo%70b` and `/x/../loopb`
 * are both `/loopb`, so a row stored before From was canonicalised is found too.
 */
export async function canonicalIndex<Rule extends RedirectRule>(rules: Iterable<Rule>): Promise<Map<string, Rule>> {
  const index = new Map<string, Rule>();
  await forEachInSlices(rules, (rule) => {
    index.set(normaliseAddress(rule.from_path), rule);
  });
  return index;
}

/**
 * Why each of `changed` would make a loop or a chain of more than one hop in `table` (every redirect
 * as it would be saved, `changed` among them, by canonical From): its target must not be redirected
 * again, and no other redirect may point at its From address. Targets are compared in canonical form
 * too. Changed redirects without a problem are left out.
 */
export async function chainProblems(
  table: ReadonlyMap<string, RedirectRule>,
  changed: Iterable<RedirectRule>,
): Promise<Map<RedirectRule, RedirectProblem>> {
  const next = new Map<RedirectRule, RedirectRule | null>();
  await forEachInSlices(table.values(), (rule) => {
    next.set(rule, redirectOfTarget(table, rule.to_target));
  });
  const pointedAtBy = new Map<RedirectRule, RedirectRule>();
  for (const [rule, hop] of next) if (hop && hop !== rule && !pointedAtBy.has(hop)) pointedAtBy.set(hop, rule);

  const ends = new Map<RedirectRule, ChainEnd>();
  const endOf = (start: RedirectRule): ChainEnd => {
    const walked = new Set<RedirectRule>();
    let rule = start;
    let end = ends.get(rule);
    while (!end) {
      walked.add(rule);
      const hop = next.get(rule);
      if (!hop) end = { target: rule.to_target, loops: false };
      else if (walked.has(hop)) end = { target: hop.to_target, loops: true };
      else {
        rule = hop;
        end = ends.get(rule);
      }
    }
    for (const each of walked) ends.set(each, end);
    return end;
  };

  const problems = new Map<RedirectRule, RedirectProblem>();
  await forEachInSlices(changed, (rule) => {
    const hop = next.get(rule);
    if (hop === rule) problems.set(rule, { field: 'to_target', message: REDIRECT_MESSAGES.self });
    else if (hop) {
      const end = endOf(rule);
      const message = end.loops
        ? REDIRECT_MESSAGES.loop(rule.to_target, hop.to_target)
        : REDIRECT_MESSAGES.chainForward(rule.to_target, end.target);
      problems.set(rule, { field: 'to_target', message });
    } else {
      const before = pointedAtBy.get(rule);
      if (before) {
        problems.set(rule, { field: 'from_path', message: REDIRECT_MESSAGES.chainBack(before.from_path, before.to_target) });
      }
    }
  });
  return problems;
}

/**
 * Why one redirect cannot be saved among `others` (the redirects besides it), or null: a redirect
 * from the same address exists, or it would make a loop or a chain.
 */
export async function saveProblem(candidate: RedirectRule, others: readonly RedirectRule[]): Promise<RedirectProblem | null> {
  const table: Map<string, RedirectRule> = await canonicalIndex(others);
  if (table.has(candidate.from_path)) return { field: 'from_path', message: REDIRECT_MESSAGES.duplicate(candidate.from_path) };
  table.set(candidate.from_path, candidate);
  return (await chainProblems(table, [candidate])).get(candidate) ?? null;
}
