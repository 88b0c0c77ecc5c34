/**
 * `npx tsx bench/profile-breakdown.ts <file.cpuprofile> [generations]`: where a CPU profile's busy
 * time went, by who runs it — GC, Node's internals, the socket writes, undici, discord.js, zod,
 * node:sqlite, each folder of the bot's `src/` — in ms, in ms per generation and in share of the
 * busy time. A sample's time goes to its leaf frame's group; a native frame without a script
 * (a V8 builtin, a binding) goes to the group of the nearest frame above it that has one, except
 * the socket writes and node:sqlite's statements, which are named. Idle time is left out.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Native functions named by what they do, whoever called them. */
const NATIVE_GROUPS: Readonly<Record<string, string>> = {
  writev: 'socket writes',
  writeLatin1String: 'socket writes',
  writeUtf8String: 'socket writes',
  writeBuffer: 'socket writes',
  '(garbage collector)': 'GC',
  '(program)': '(program: V8 and native, no JavaScript frame)',
};

const SQLITE_METHODS = new Set(['run', 'get', 'all', 'iterate', 'exec', 'prepare']);

/** The group of a frame that has a script, or undefined for a native one. */
export function groupOfUrl(url: string): string | undefined {
  if (url === '') return undefined;
  if (url.startsWith('node:')) return 'Node internals';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (module === 'undici') return 'undici';
  if (module === 'zod') return 'zod';
  if (module?.startsWith('@discordjs/') || module === 'discord.js') return `discord.js (${module})`;
  if (module) return `other packages (${module})`;
  const feature = /\/(?:dist\/)?src\/([^/]+)\//.exec(url)?.[1];
  if (feature) return `bot: src/${feature}`;
  if (/\/(?:dist\/)?src\/[^/]+\.js$/.test(url)) return 'bot: src/';
  if (url.includes('/bench/')) return 'bench harness';
  return `other (${url})`;
}

/** Busy ms by group, over the whole profile. */
export function breakdown(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const groupOf = new Map<number, string | null>();
  const resolve = (id: number): string | null => {
    const known = groupOf.get(id);
    if (known !== undefined) return known;
    const frame = byId.get(id)?.callFrame ?? { functionName: '', url: '' };
    let group: string | null;
    if (frame.functionName === '(idle)') group = null;
    else if (NATIVE_GROUPS[frame.functionName]) group = NATIVE_GROUPS[frame.functionName] ?? null;
    else if (frame.url === '' && SQLITE_METHODS.has(frame.functionName)) {
      const above = parent.has(id) ? resolve(parent.get(id) as number) : null;
      group = above?.startsWith('bot: src/store') ? 'node:sqlite statements' : above;
    } else {
      group = groupOfUrl(frame.url) ?? (parent.has(id) ? resolve(parent.get(id) as number) : null);
      group ??= '(root)';
    }
    groupOf.set(id, group);
    return group;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const group = resolve(id);
    if (group === null) return;
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

const [file, generationsArg] = process.argv.slice(2);
if (file) {
  const totals = breakdown(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const generations = Number(generationsArg ?? 1);
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`busy ${busy.toFixed(0)} ms, ${(busy / generations).toFixed(2)} ms per generation`);
  for (const [group, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
    const share = ((100 * ms) / busy).toFixed(1).padStart(5);
    console.log(`${(ms / generations).toFixed(2).padStart(8)} ms  ${share} %  ${group}`);
  }
}
