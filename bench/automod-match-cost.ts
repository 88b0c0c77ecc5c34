/**
 * `npx tsx bench/automod-match-cost.ts`: what one AutoMod screening costs the main thread (issue 44)
 * with Discord's most rules (6 keyword rules of 10 regex patterns) on a prompt of `--chars` (default
 * 4,000, the longest) `a`s and a `!` (the evil patterns' worst text), per kind of pattern: the time, whether a bound
 * (`AUTOMOD_SEARCH_MAX`, `AUTOMOD_SCREEN_MS`) was reached (the prompt refused), and the heap after.
 * Each line is the median of `--runs` screenings (default 5) after one to warm up.
 */
import { parseArgs } from 'node:util';
import type { APIAutoModerationRule } from 'discord.js';
import { compileRule, matchBudget, ruleHit } from '../src/automod/automod-match.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, chars: { type: 'string', default: '4000' } },
});
const runs = Number(values.runs);
const RULES = 6;
const PATTERNS = 10;
const text = `${'a'.repeat(Number(values.chars) - 1)}!`;

const KINDS: readonly (readonly [string, string])[] = [
  ['(a+)+$', 'evil: nested repeat'],
  ['(a|aa)+$', 'evil: overlapping alternation'],
  ['(.*a){12}$', 'evil: repeated wildcard'],
  ['^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$', 'usual: an address'],
  ['\\b(?:free|cheap)\\s+nitro\\b', 'usual: words'],
  ['(?:\\w+\\s*){100}z', 'heavy: 100 Unicode words'],
];

const rule = (pattern: string) =>
  compileRule({
    id: '1',
    guild_id: '2',
    name: 'bench',
    creator_id: '3',
    event_type: 1,
    trigger_type: 1,
    trigger_metadata: { regex_patterns: Array(PATTERNS).fill(pattern) },
    actions: [{ type: 1 }],
    enabled: true,
    exempt_roles: [],
    exempt_channels: [],
  } as APIAutoModerationRule);

const screen = (rules: readonly ReturnType<typeof rule>[]) => {
  const budget = matchBudget();
  const started = performance.now();
  const refused = rules.some((compiled) => ruleHit(compiled, text, budget) !== undefined);
  return { ms: performance.now() - started, refused };
};

console.log(
  `node ${process.version}; ${RULES} rules × ${PATTERNS} patterns, ${text.length} characters, median of ${runs}`,
);
for (const [pattern, kind] of KINDS) {
  const rules = Array.from({ length: RULES }, () => rule(pattern));
  screen(rules);
  const results = Array.from({ length: runs }, () => screen(rules)).sort((a, b) => a.ms - b.ms);
  const median = results[Math.floor(runs / 2)] ?? results[0];
  if (!median) continue;
  const heap = (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0);
  console.log(
    `${kind.padEnd(30)} ${pattern.padEnd(34)} ${median.ms.toFixed(0).padStart(5)} ms  ` +
      `${median.refused ? 'refused (bound reached)' : 'read to the end   '}  heap ${heap} MB`,
  );
}
