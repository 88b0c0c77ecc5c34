import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { AutomodUnreadableError } from '../../src/automod/automod-errors.js';
import { AutomodRuleCache } from '../../src/automod/automod-rules.js';
import { createLogger } from '../../src/core/logger.js';

const logger = createLogger({ level: 'error', write: () => undefined });
const rule = (name: string) => ({
  id: name,
  guild_id: 'g',
  name,
  creator_id: 'c',
  event_type: 1,
  trigger_type: 1,
  trigger_metadata: { keyword_filter: [name] },
  actions: [{ type: 1 }],
  enabled: true,
  exempt_roles: [],
  exempt_channels: [],
});

/** A cache over a fake REST whose answer (or failure) the test sets; counts its reads. */
function cacheWith(answer: () => unknown, now = { at: 0 }) {
  const reads: string[] = [];
  const rest = {
    get: async (route: string) => {
      reads.push(route);
      return answer();
    },
  };
  const cache = new AutomodRuleCache({
    rest: rest as never,
    logger,
    now: () => now.at,
    ttlMs: 1_000,
  });
  return { cache, reads, now };
}

describe('AutomodRuleCache', () => {
  it('reads a server’s rules once however many wait, again after an event or the TTL', async () => {
    let rules = [rule('a')];
    const { cache, reads, now } = cacheWith(() => rules);
    const [one, two] = await Promise.all([cache.rulesOf('g'), cache.rulesOf('g')]);
    expect(one).toBe(two);
    expect(one.map((c) => c.rule.name)).toEqual(['a']);
    expect(reads).toEqual(['/guilds/g/auto-moderation/rules']);
    rules = [rule('b')];
    expect((await cache.rulesOf('g')).map((c) => c.rule.name)).toEqual(['a']);
    cache.forget('g');
    expect((await cache.rulesOf('g')).map((c) => c.rule.name)).toEqual(['b']);
    now.at = 999;
    await cache.rulesOf('g');
    expect(reads).toHaveLength(2);
    now.at = 2_000;
    await cache.rulesOf('g');
    expect(reads).toHaveLength(3);
    cache.clear();
    await cache.rulesOf('g');
    expect(reads).toHaveLength(4);
  });

  it('refuses when Discord does (Manage Server lost) or fails, and reads again next time', async () => {
    let fail: unknown = new DiscordAPIError(
      { code: 50013, message: 'Missing Permissions' },
      50013,
      403,
      'GET',
      '/guilds/g/auto-moderation/rules',
      {},
    );
    const { cache, reads } = cacheWith(() => {
      if (fail) throw fail;
      return [];
    });
    const refused = await cache.rulesOf('g').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AutomodUnreadableError);
    expect((refused as AutomodUnreadableError).reason).toBe('permission');
    fail = new Error('socket hang up');
    const failed = await cache.rulesOf('g').catch((error: unknown) => error);
    expect((failed as AutomodUnreadableError).reason).toBe('unavailable');
    fail = undefined;
    expect(await cache.rulesOf('g')).toEqual([]);
    expect(reads).toHaveLength(3);
  });

  it('logs a pattern that does not compile as not applied; the rule’s other triggers still apply', async () => {
    const lines: string[] = [];
    const rules = [{ ...rule('r'), trigger_metadata: { regex_patterns: ['[z-a]', 'cat'] } }];
    const cache = new AutomodRuleCache({
      rest: { get: async () => rules } as never,
      logger: createLogger({ level: 'warn', write: (line) => lines.push(line) }),
    });
    const [compiled] = await cache.rulesOf('g');
    expect(compiled?.triggers.map((t) => t.source)).toEqual(['cat']);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'warn',
      msg: 'an AutoMod pattern is not applied: it does not compile',
      guild: 'g',
      rule: 'r',
      pattern: '[z-a]',
    });
  });
});
