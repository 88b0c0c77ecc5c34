import type { ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { CommandUnavailableError } from '../../src/bot/bot-errors.js';
import { option, requiredOption, subcommand } from '../../src/bot/command-declaration.js';
import type { AppContext } from '../../src/bot/context.js';
import { defineCommand } from '../../src/bot/define-command.js';
import { manager } from '../../src/bot/rights.js';

/** An interaction of `/apikey [group] sub` with option values by their en-US names. */
const ran = (group: string | null, sub: string, values: Record<string, unknown> = {}) =>
  ({
    options: {
      getSubcommandGroup: () => group,
      getSubcommand: () => sub,
      get: (name: string) => (name in values ? { name, value: values[name] } : null),
      getUser: (name: string) => values[name] ?? null,
    },
  }) as unknown as ChatInputCommandInteraction;

describe('defineCommand', () => {
  const revoke = vi.fn(async () => {});
  const limit = vi.fn(async () => {});
  const command = defineCommand({
    name: 'apikey',
    scope: 'anywhere',
    subcommands: {
      revoke: subcommand({ options: { all: option('boolean') }, run: revoke }),
    },
    groups: {
      server: {
        needsBot: true,
        subcommands: {
          limit: subcommand({
            options: {
              limit: requiredOption('integer', {
                min: 0,
                max: 1000,
                describe: { min: 0, max: 1000 },
              }),
            },
            run: limit,
          }),
        },
      },
    },
  });
  const context = {} as AppContext;

  it('derives the registration payload, localized, and where it is offered', () => {
    const { data } = command;
    expect(data.name).toBe('apikey');
    expect(data.name_localizations?.de).toBeDefined();
    expect(data.integration_types).toEqual([0, 1]);
    const server = data.options?.find((o) => o.name === 'server');
    expect(server).toMatchObject({ type: 2, options: [{ type: 1, name: 'limit' }] });
    expect(JSON.stringify(server)).toContain('"min_value":0');
    expect(command.needsBotInServer).toEqual(['server']);
  });

  it('routes to the subcommand and hands it its options, typed, by their keys', async () => {
    await command.execute(ran('server', 'limit', { limit: 5 }), context);
    expect(limit).toHaveBeenCalledWith(expect.anything(), context, { limit: 5 });
    await command.execute(ran(null, 'revoke'), context);
    expect(revoke).toHaveBeenCalledWith(expect.anything(), context, {});
  });

  it('refuses a subcommand it does not declare', async () => {
    await expect(command.execute(ran(null, 'nope'), context)).rejects.toThrow(
      CommandUnavailableError,
    );
  });

  it('shows a command to managers only when it says so', () => {
    const managed = defineCommand({
      name: 'policy',
      scope: 'server',
      needs: manager('managePolicy'),
      run: async () => {},
    });
    expect(managed.data.default_member_permissions).toBe('32');
    expect(command.data.default_member_permissions).toBeUndefined();
  });
});
