/**
 * The bench's second process: runs both emulators and the members' commands, so the bot's
 * process measures the bot alone. Driven over IPC by `world-handle.ts`.
 */
import { BenchWorld } from './bench-world.js';
import type { FromWorld, ToWorld } from './world-protocol.js';

let world: BenchWorld | undefined;

const send = (message: FromWorld) =>
  new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));

async function handle(message: ToWorld): Promise<void> {
  try {
    if (message.type === 'setup') {
      world = await BenchWorld.start(message.setup);
      await send({ type: 'ready', info: world.info });
    } else if (message.type === 'run') {
      if (!world) throw new Error('run before setup');
      await send({ type: 'result', result: await world.run(message.slotsPerGuild) });
    } else if (message.type === 'hold') {
      if (!world) throw new Error('hold before setup');
      world.startHold(message.start);
      await send({ type: 'holding' });
    } else if (message.type === 'holdCounters') {
      if (!world) throw new Error('holdCounters before setup');
      await send({ type: 'holdCounters', counters: world.holdCounters(message.since) });
    } else {
      await world?.close();
      await send({ type: 'closed' });
      process.disconnect();
    }
  } catch (error) {
    await world?.close().catch(() => undefined);
    await send({ type: 'error', message: (error as Error).stack ?? String(error) });
    process.disconnect();
  }
}

process.on('message', (message: ToWorld) => void handle(message));
process.on('disconnect', () => {
  void world?.close().finally(() => process.exit(0));
});
