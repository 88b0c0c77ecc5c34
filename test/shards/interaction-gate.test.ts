import type { Interaction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { createInteractionGate } from '../../src/shards/interaction-gate.js';
import { ShardLeases } from '../../src/shards/shard-leases.js';
import { LocalSharedState } from '../../src/store/local-shared-state.js';
import type { SharedState } from '../../src/store/shared-state.js';
import { StoreReachability } from '../../src/store/store-reachability.js';
import { FakeRedis } from './fake-leases.js';

const logger = createLogger({ level: 'silent' });
/** An interaction in a server on shard 1 of 2 (`(id >> 22) % 2`), or in a DM (shard 0). */
const onShardOne = (id: string) => ({ id, guildId: String(1n << 22n) }) as unknown as Interaction;

/** A process running shard 1: its leases, and the interactions it answered. */
async function processOn(
  shared: SharedState,
  options: {
    waitMs?: number;
    take?: boolean;
    started?: readonly string[];
    reachable?: () => boolean;
    /** How long resuming a shard it took takes (ms). */
    resumeMs?: number;
    /** The interactions Discord holds an answer to, from any process. */
    discord?: Set<string>;
    /** Killed right after it dispatches: its answers never reach Discord. */
    killedOnDispatch?: boolean;
  } = {},
) {
  const discord = options.discord ?? new Set<string>();
  const leases = new ShardLeases({
    shared,
    shards: [1],
    reachability: new StoreReachability(logger),
    count: 2,
    timeoutMs: 1_000,
    logger,
    onTaken: async () => {
      await new Promise((resumed) => setTimeout(resumed, options.resumeMs ?? 0));
    },
    onLost: async () => undefined,
  });
  const answered: string[] = [];
  const refused: string[] = [];
  const gate = createInteractionGate({
    leases,
    shared,
    shardCount: 2,
    reachable: options.reachable ?? (() => true),
    startedBefore: async (interaction) => (options.started ?? []).includes(interaction.id),
    dispatch: (interaction) => {
      answered.push(interaction.id);
      if (!options.killedOnDispatch) discord.add(interaction.id);
    },
    // As the bot's refuse: nothing where Discord holds an answer already.
    refuse: (interaction) => {
      if (discord.has(interaction.id)) return;
      discord.add(interaction.id);
      refused.push(interaction.id);
    },
    logger,
    waitMs: options.waitMs ?? 1_000,
  });
  const taking = leases.takeAll().catch(() => undefined);
  if (options.take !== false) await taking;
  return { leases, gate, answered, refused };
}

describe('the interaction gate', () => {
  it('passes everything with one process', async () => {
    const one = await processOn(new LocalSharedState());
    await one.gate.receive(onShardOne('1'));
    expect(one.answered).toEqual(['1']);
  });

  it('lets the holder answer, and a waiting successor leave what the holder answered', async () => {
    const redis = new FakeRedis();
    const discord = new Set<string>();
    const holder = await processOn(redis.state(), { discord });
    const successor = await processOn(redis.state(), { take: false, discord });
    const atSuccessor = successor.gate.receive(onShardOne('1'));
    await holder.gate.receive(onShardOne('1'));
    expect(holder.answered).toEqual(['1']);
    await holder.leases.release();
    await atSuccessor;
    expect(successor.answered).toEqual([]);
    expect(successor.refused).toEqual([]);
  });

  it('refuses what its holder claimed and was killed before answering, once it takes the shard', async () => {
    const redis = new FakeRedis();
    const discord = new Set<string>();
    const holder = await processOn(redis.state(), { discord, killedOnDispatch: true });
    const successor = await processOn(redis.state(), { take: false, discord });
    const atSuccessor = successor.gate.receive(onShardOne('21'));
    await holder.gate.receive(onShardOne('21'));
    redis.takeWhilePaused('shard-1-of-2');
    await atSuccessor;
    expect(successor.leases.holds(1)).toBe(true);
    expect(successor.answered).toEqual([]);
    expect(successor.refused).toEqual(['21']);
    expect(discord).toEqual(new Set(['21']));
    await successor.leases.release();
  });

  it('keeps a holder paused past its lease from answering what its successor answers', async () => {
    const redis = new FakeRedis();
    const paused = await processOn(redis.state());
    redis.takeWhilePaused('shard-1-of-2');
    const successor = await processOn(redis.state());
    await successor.gate.receive(onShardOne('3'));
    await paused.gate.receive(onShardOne('3'));
    await paused.gate.receive(onShardOne('4'));
    expect(successor.answered).toEqual(['3']);
    expect(paused.answered).toEqual([]);
    expect(paused.leases.holds(1)).toBe(false);
  });

  it('leaves to the resume what the previous holder started but could not claim', async () => {
    const redis = new FakeRedis();
    const holder = await processOn(redis.state());
    const successor = await processOn(redis.state(), { take: false, started: ['5'] });
    const started = successor.gate.receive(onShardOne('5'));
    const fresh = successor.gate.receive(onShardOne('6'));
    await holder.leases.release();
    await Promise.all([started, fresh]);
    expect(successor.answered).toEqual(['6']);
  });

  it('hands what a stopping holder leaves to the successor that takes its shard', async () => {
    const redis = new FakeRedis();
    const holder = await processOn(redis.state());
    const successor = await processOn(redis.state(), { take: false });
    holder.gate.close();
    const interaction = onShardOne('2');
    const atHolder = holder.gate.receive(interaction);
    const atSuccessor = successor.gate.receive(interaction);
    await holder.leases.release();
    await Promise.all([atHolder, atSuccessor]);
    expect(holder.answered).toEqual([]);
    expect(holder.refused).toEqual([]);
    expect(successor.answered).toEqual(['2']);
  });

  it('leaves to the resume what its killed holder claimed and had started (a job named after it)', async () => {
    const redis = new FakeRedis();
    const discord = new Set<string>();
    const holder = await processOn(redis.state(), { discord, killedOnDispatch: true });
    const successor = await processOn(redis.state(), { take: false, discord, started: ['23'] });
    const atSuccessor = successor.gate.receive(onShardOne('23'));
    await holder.gate.receive(onShardOne('23'));
    redis.takeWhilePaused('shard-1-of-2');
    await atSuccessor;
    expect([successor.answered, successor.refused].flat()).toEqual([]);
    await successor.leases.release();
  });

  it('refuses what reached a stopping holder that still holds its shard when the wait is over', async () => {
    const redis = new FakeRedis();
    const discord = new Set<string>();
    const holder = await processOn(redis.state(), { discord, waitMs: 100 });
    const successor = await processOn(redis.state(), { discord, waitMs: 100, take: false });
    holder.gate.close();
    await Promise.all([
      holder.gate.receive(onShardOne('22')),
      successor.gate.receive(onShardOne('22')),
    ]);
    expect(holder.refused).toEqual(['22']);
    expect([holder.answered, successor.answered, successor.refused].flat()).toEqual([]);
    await holder.leases.release();
  });

  it('refuses what arrived while the store was unreachable when its lease is then found lost, unless another process claimed it', async () => {
    const redis = new FakeRedis();
    let reachable = false;
    const holder = await processOn(redis.state(), { reachable: () => reachable });
    // Cut off past its lease, the holder is unsure of it; the store answers again a moment later
    // and says the lease passed (it expired meanwhile, and another process took it).
    redis.paused.add([...redis.holders.values()][0] as symbol);
    holder.leases.mayAct = async () => {
      await new Promise((wait) => setTimeout(wait, 20));
      reachable = true;
      redis.steal('shard-1-of-2');
      return false;
    };
    await holder.gate.receive(onShardOne('7'));
    expect(holder.refused).toEqual(['7']);
    redis.claims.add('interaction:8');
    reachable = false;
    await holder.gate.receive(onShardOne('8'));
    expect(holder.refused).toEqual(['7']);
    expect(holder.answered).toEqual([]);
  });

  it('refuses what arrived during an outage when the lease is found lost before every connection is back', async () => {
    const redis = new FakeRedis();
    let reachable = false;
    const holder = await processOn(redis.state(), { reachable: () => reachable });
    redis.paused.add([...redis.holders.values()][0] as symbol);
    holder.leases.mayAct = async () => {
      redis.steal('shard-1-of-2');
      setTimeout(() => {
        reachable = true;
      }, 200);
      return false;
    };
    await holder.gate.receive(onShardOne('9'));
    expect(holder.refused).toEqual(['9']);
    expect(holder.answered).toEqual([]);
  });

  it('leaves to its holder what reached a waiting process while the store was unreachable', async () => {
    const redis = new FakeRedis();
    let reachable = true;
    const holder = await processOn(redis.state());
    const standby = await processOn(redis.state(), {
      take: false,
      reachable: () => reachable,
    });
    reachable = false;
    const duringOutage = standby.gate.receive(onShardOne('10'));
    reachable = true;
    const after = standby.gate.receive(onShardOne('11'));
    await holder.leases.release();
    await Promise.all([duringOutage, after]);
    expect(standby.answered).toEqual(['11']);
  });

  it('records the claim of what it answered while the store was unreachable once it answers', async () => {
    const redis = new FakeRedis();
    let reachable = true;
    const state = redis.state();
    const claim = state.claim.bind(state);
    state.claim = async (key, ttlMs) => {
      if (!reachable) throw new Error('unreachable');
      return claim(key, ttlMs);
    };
    const holder = await processOn(state, { reachable: () => reachable });
    reachable = false;
    await holder.gate.receive(onShardOne('12'));
    expect(holder.answered).toEqual(['12']);
    await new Promise((wait) => setTimeout(wait, 20));
    expect(redis.claims.has('interaction:12')).toBe(false);
    reachable = true;
    await vi.waitFor(() => expect(redis.claims.has('interaction:12')).toBe(true));
    holder.gate.close();
    await holder.leases.release();
  });

  it('answers once what reached a holder paused past its lease and its successor, whose store was not back yet', async () => {
    const redis = new FakeRedis();
    let standbyReachable = true;
    const holder = await processOn(redis.state());
    const standby = await processOn(redis.state(), {
      take: false,
      reachable: () => standbyReachable,
    });
    redis.takeWhilePaused('shard-1-of-2');
    standbyReachable = false;
    const atStandby = standby.gate.receive(onShardOne('13'));
    standbyReachable = true;
    await Promise.all([atStandby, holder.gate.receive(onShardOne('13'))]);
    const answers = [holder.answered, holder.refused, standby.answered, standby.refused];
    expect(answers.flat()).toEqual(['13']);
    expect(standby.leases.holds(1)).toBe(true);
    await standby.leases.release();
  });

  it('refuses what waited for a shard it took but could not resume in time', async () => {
    const redis = new FakeRedis();
    const holder = await processOn(redis.state());
    const slow = await processOn(redis.state(), { take: false, waitMs: 50, resumeMs: 200 });
    const waiting = slow.gate.receive(onShardOne('14'));
    await holder.leases.release();
    await waiting;
    expect(slow.refused).toEqual(['14']);
    expect(slow.answered).toEqual([]);
    await slow.leases.release();
  });

  it('leaves an interaction when the holder keeps its shard longer than the wait', async () => {
    const redis = new FakeRedis();
    const holder = await processOn(redis.state());
    const standby = await processOn(redis.state(), { waitMs: 20, take: false });
    await standby.gate.receive(onShardOne('3'));
    expect(standby.answered).toEqual([]);
    await holder.leases.release();
    await standby.leases.release();
  });
});
