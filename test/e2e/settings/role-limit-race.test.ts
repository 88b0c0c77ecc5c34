import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, ModalView } from '../../../sandbox/discord/index.js';
import { MAX_ROLE_LIMITS } from '../../../src/store/server-policy-store.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { showMembersPage } from './policy-members-kit.js';
import { createManager, openPolicy, refusal, startPrefsEnv } from './prefs-kit.js';

const FORMS = 30;

/** A role's daily limit form, opened by one manager and not yet submitted. */
interface OpenForm {
  readonly panel: InteractionRun;
  readonly chosen: InteractionRun;
  readonly modal: ModalView;
}

const STORES = [
  { name: 'SQLite', redis: false },
  { name: 'Redis', redis: true },
] as const;

describe.each(STORES)('/policy role rules submitted at once on $name', ({ redis: onRedis }) => {
  let env: BotEnv | undefined;
  let redis: RedisServer | undefined;
  afterEach(async () => {
    await env?.close();
    await redis?.close();
    env = redis = undefined;
  });

  it.skipIf(onRedis && !redisServerInstalled)(
    `keeps ${MAX_ROLE_LIMITS} rules of ${FORMS} forms and refuses the others with the limit’s own message, logging no error`,
    async () => {
      redis = onRedis ? await startRedisServer() : undefined;
      env = await startPrefsEnv(redis ? { env: { DATABASE_URL: redis.url } } : {}, {
        linked: false,
      });
      const world = env;
      // Each manager opens the panel and a role's form; then all the forms are submitted at once.
      const forms: OpenForm[] = await Promise.all(
        Array.from({ length: FORMS }, async (_, i) => {
          const role = world.discord.createRole({ guild: world.guild, name: `role ${i}` });
          const mod = createManager(world, `mod${i}`);
          const panel = await openPolicy(world, mod);
          const page = await showMembersPage(world, panel, mod);
          const chosen = await world.discord.selectRoles({
            message: page,
            customId: 'policy:role',
            values: [role],
            user: mod,
          });
          return { panel, chosen, modal: await chosen.waitForModal() };
        }),
      );

      const submitted = await Promise.all(
        forms.map(async ({ chosen, modal }) => {
          const run = await chosen.submitModal({ [modal.fields[0]?.customId ?? 'perDay']: '3' });
          await run.waitForAck();
          return run;
        }),
      );

      const refused: string[] = [];
      for (const [i, run] of submitted.entries()) {
        const answered = run.original();
        if (answered && answered.id !== forms[i]?.panel.original()?.id) {
          refused.push(await refusal(world, run));
        }
      }
      expect(refused).toEqual(
        Array.from(
          { length: FORMS - MAX_ROLE_LIMITS },
          () =>
            `⚠️ At most ${MAX_ROLE_LIMITS} roles can have a rule. Remove one first. Nothing was changed.`,
        ),
      );
      const { roleLimits } = await world.app.context.stores.policy.get(world.guild.id);
      expect(roleLimits).toHaveLength(MAX_ROLE_LIMITS);
      expect(world.logs.filter((line) => line.level === 'error')).toEqual([]);
    },
    60_000,
  );
});
