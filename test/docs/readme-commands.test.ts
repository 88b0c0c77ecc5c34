import { readFile } from 'node:fs/promises';
import { ApplicationCommandType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';

interface OptionData {
  readonly name: string;
  readonly type: number;
  readonly options?: readonly OptionData[];
}

/** Every option and subcommand of a command's payload, as `command › … › name`. */
function namesOf(path: string, options: readonly OptionData[] = []): [string, string][] {
  return options.flatMap((option) => [
    [`${path} › ${option.name}`, option.name] as [string, string],
    ...namesOf(`${path} › ${option.name}`, option.options),
  ]);
}

describe('README', () => {
  it('documents every command, subcommand and option deploy-commands registers', async () => {
    const readme = await readFile('README.md', 'utf8');
    const missing: string[] = [];
    for (const command of commands) {
      const data = command.data as { name: string; type?: number; options?: OptionData[] };
      const isSlash =
        (data.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
      const shown = isSlash ? `\`/${data.name}` : `**${data.name}**`;
      if (!readme.includes(shown)) missing.push(shown);
      for (const [where, name] of namesOf(`/${data.name}`, data.options)) {
        const documented = new RegExp(`\`[^\`\\n]*\\b${name}\\b[^\`\\n]*\``).test(readme);
        if (!documented) missing.push(where);
      }
    }
    expect(missing).toEqual([]);
  });
});
