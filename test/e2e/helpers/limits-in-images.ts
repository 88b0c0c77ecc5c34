import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { runApiKey } from '../apikey/helpers/key-env.js';
import { cardText, runImagine } from '../imagine/imagine-kit.js';
import {
  fieldOf,
  showMembersPage,
  submitBudget,
  submitRoleLimit,
} from '../settings/policy-members-kit.js';
import { createManager, openPolicy, refusal } from '../settings/prefs-kit.js';
import type { BotEnv } from './bot-env.js';

/** A keyless backend's e2e world, as {@link describeLimitsInImages} runs it. */
export interface LimitsInImagesSpec<E extends BotEnv> {
  /** The backend's name as members read it, e.g. `ComfyUI`. */
  readonly name: string;
  /** Starts the bot on the backend's emulator, with `/imagine`, `/apikey` and `/policy`. */
  start(): Promise<E>;
  /** The generations the emulator was sent. */
  submissions(env: E): number;
  /** The emulator's spec violations, checked after each test. @default none checked */
  violations?(env: E): readonly unknown[];
}

/**
 * The daily limit, role quotas and server budget of a backend without accounts, counted in
 * images, end to end: one set of tests every keyless backend passes.
 */
export function describeLimitsInImages<E extends BotEnv>(spec: LimitsInImagesSpec<E>): void {
  describe(`a server's daily limit, role quotas and budget on ${spec.name}, counted in images`, {
    timeout: 60_000,
  }, () => {
    let env: E;
    let mod: UserRef;
    beforeEach(async () => {
      env = await spec.start();
      mod = createManager(env);
    }, 60_000);
    afterEach(async () => {
      const violations = env && spec.violations?.(env);
      await env?.close();
      if (violations) expect(violations).toEqual([]);
    });

    /** Runs `/imagine` as `user` until refused: the images made, and the refusal. */
    const useUp = async (user: UserRef, count = 1) => {
      for (let made = 0; made < 10; made += count) {
        const run = await runImagine(env, { prompt: `a fox ${made}`, count }, { user });
        const shown = await run.waitFor(
          (r) => {
            const message = r.original();
            if (
              message &&
              !message.loading &&
              (message.ephemeral || message.attachments.length > 0)
            )
              return message;
            // Not yet: what is shown instead, said if the wait times out.
            throw new Error(
              r.status.ackMissed
                ? 'the bot did not answer within Discord’s 3 s'
                : `the reply shows: ${message ? cardText(message) || '(loading)' : 'nothing yet'}`,
            );
          },
          { timeout: 20_000 },
        );
        if (shown.ephemeral) return { made, refused: await refusal(env, run) };
        await env.app.context.jobs.idle();
      }
      throw new Error('never refused');
    };

    it('lets a member make the daily limit of 2 images and refuses the third with the limit', async () => {
      const set = await (
        await runApiKey(env, 'limit', { user: mod, group: 'server', options: { limit: 2 } })
      ).waitForReply();
      expect(set.content).toBe(
        `✅ Each member may now make **2** images a day on **${spec.name}** (the count resets at 00:00 UTC).`,
      );
      const { made, refused } = await useUp(env.user);
      expect(made).toBe(2);
      expect(refused).toMatch(
        /^⚠️ You made all 2 images this server allows you today\. The limit resets <t:\d+:R> \(<t:\d+:t>, midnight UTC\); nothing was counted\.$/,
      );
      expect(spec.submissions(env)).toBe(2);
    });

    it("gives a member their roles' quota in images, shown so in /policy; a role at 0 makes none", async () => {
      const guests = env.discord.createRole({ guild: env.guild, name: 'guests' });
      const muted = env.discord.createRole({ guild: env.guild, name: 'muted' });
      const panel = await openPolicy(env, mod);
      const page = await showMembersPage(env, panel, mod);
      expect(fieldOf(page, 'Daily limits by role')).toMatch(
        /^None: every member has the server’s daily limit \(\d+ images\)\.$/,
      );
      expect(fieldOf(page, 'Server budget')).toContain(
        'Counted in images: one for each image made.',
      );
      const buttons = page.buttons.map((button) => button.customId);
      expect(buttons).toContain('policy:budget');
      expect(buttons).not.toContain('policy:budget-unit');
      await submitRoleLimit(env, panel, mod, guests, '1');
      const { shown } = await submitRoleLimit(env, panel, mod, muted, '0');
      expect(fieldOf(shown ?? page, 'Daily limits by role')).toBe(
        `<@&${guests.id}>: 1 image a day\n<@&${muted.id}>: may not make images`,
      );

      const guest = env.discord.createUser({
        username: 'guest',
        guild: env.guild,
        roles: [guests],
      });
      const silenced = env.discord.createUser({
        username: 'silenced',
        guild: env.guild,
        roles: [muted],
      });
      expect((await useUp(guest)).made).toBe(1);
      expect(await useUp(silenced)).toEqual({
        made: 0,
        refused:
          '⚠️ Your roles may not make images on this server (a daily limit of 0); nothing was counted.',
      });
      expect(spec.submissions(env)).toBe(1);
    });

    it('counts the server budget in images: count:2 over what is left is refused, then the budget', async () => {
      const logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
      await env.app.context.stores.policy.setLogChannel(env.guild.id, {
        id: logChannel.id,
        setBy: mod.id,
      });
      const panel = await openPolicy(env, mod);
      await showMembersPage(env, panel, mod);
      const { shown } = await submitBudget(env, panel, mod, { daily: '3' });
      expect(fieldOf(shown, 'Server budget')).toContain('Today: 0 of 3');
      const first = await useUp(env.user, 2);
      expect(first.made).toBe(2);
      expect(first.refused).toBe(
        '⚠️ 2 images would go over this server’s daily budget: 1 image left. Ask for fewer; nothing was counted.',
      );
      const second = await useUp(env.user);
      expect(second.made).toBe(1);
      expect(second.refused).toMatch(
        /^⚠️ This server made all the images of its daily budget\. It makes more <t:\d+:R> \(<t:\d+:f>\); nothing was counted\.$/,
      );
      expect(spec.submissions(env)).toBe(3);
      await env.app.moderationLogIdle();
      const logged = await vi.waitFor(
        () => {
          const lines = env.discord
            .messages(logChannel)
            .flatMap((message) => message.content.split('\n'))
            .filter((line) => line.startsWith('💸'));
          expect(lines).toHaveLength(1);
          return lines;
        },
        { timeout: 8_000 },
      );
      expect(logged[0]).toMatch(
        /^💸 This server made all the images of its daily budget; it makes more <t:\d+:R>\.$/,
      );
    });
  });
}
