import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { InstanceControls } from './emulator-controls.js';
import type { GpuStats } from './gpu-stats.js';

/** A server started from the command line that commands can act on. */
export interface CommandedInstance extends InstanceControls {
  readonly url: string;
  readonly stats: { readonly gpu: GpuStats };
}

/** What the commands are, as said after the instances' URLs. */
const COMMANDS_HELP =
  'Type kill, restart, partition or heal followed by an instance number, or stats.';

/** One instance's state and GPU counters as a JSON line (its queue over time included). */
function statsLine(at: number, instance: CommandedInstance): string {
  const { jobs, busyMs, switches, queue } = instance.stats.gpu;
  return JSON.stringify({
    instance: at + 1,
    url: instance.url,
    state: instance.state,
    jobs,
    busyMs,
    switches,
    queue,
  });
}

/**
 * Reads commands line by line from `input` (the terminal, or a bench's pipe) and acts on
 * `instances`: `kill 2`, `restart 2`, `partition 2`, `heal 2` (the number may be left out when
 * there is one instance) say the instance's new state; `stats` prints one JSON line per instance.
 * Returns the line that tells how.
 */
export function readInstanceCommands(
  instances: readonly CommandedInstance[],
  input: Readable = process.stdin,
  say: (line: string) => void = (line) => console.log(line),
): string {
  const lines = createInterface({ input, terminal: false });
  let chain = Promise.resolve();
  const act = async (line: string) => {
    const [verb = '', which] = line.trim().split(/\s+/);
    if (verb === '') return;
    if (verb === 'stats') {
      for (const [at, instance] of instances.entries()) say(statsLine(at, instance));
      return;
    }
    const at = which === undefined && instances.length === 1 ? 0 : Number(which) - 1;
    const instance = instances[at];
    const actions: Record<string, (() => Promise<void> | void) | undefined> = {
      kill: instance && (() => instance.kill()),
      restart: instance && (() => instance.restart()),
      partition: instance && (() => instance.partition()),
      heal: instance && (() => instance.heal()),
    };
    const action = Object.hasOwn(actions, verb) ? actions[verb] : undefined;
    if (!instance || !action) return say(`? ${line.trim()}: ${COMMANDS_HELP}`);
    await action();
    say(`instance ${at + 1} (${instance.url}): ${instance.state}`);
  };
  lines.on('line', (line) => {
    chain = chain.then(() => act(line)).catch((error: unknown) => say(`! ${String(error)}`));
  });
  return COMMANDS_HELP;
}
