import { readFile } from 'node:fs/promises';
import { ApplicationCommandType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';

/** The docs file that holds the commands reference. */
const REFERENCE = 'docs/commands.md';

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

/** What `text` leaves undocumented of the commands deploy-commands registers. */
function undocumented(text: string): string[] {
  const missing: string[] = [];
  for (const command of commands) {
    const data = command.data as { name: string; type?: number; options?: OptionData[] };
    const isSlash =
      (data.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
    const shown = isSlash ? `\`/${data.name}` : `**${data.name}**`;
    if (!text.includes(shown)) missing.push(shown);
    for (const [where, name] of namesOf(`/${data.name}`, data.options)) {
      const documented = new RegExp(`\`[^\`\\n]*\\b${name}\\b[^\`\\n]*\``).test(text);
      if (!documented) missing.push(where);
    }
  }
  return missing;
}

describe(REFERENCE, () => {
  it('documents every command, subcommand and option deploy-commands registers', async () => {
    expect(undocumented(await readFile(REFERENCE, 'utf8'))).toEqual([]);
  });

  it('reports an option the reference does not name', async () => {
    const text = await readFile(REFERENCE, 'utf8');
    const imagine = commands.find((command) => command.data.name === 'imagine');
    const options = (imagine?.data as { options?: OptionData[] } | undefined)?.options ?? [];
    const option = options.find(({ name }) => name === 'negative_prompt');
    expect(option).toBeDefined();
    const without = text.replace(/negative_prompt/g, 'the negative prompt');
    expect(undocumented(without)).toContain('/imagine › negative_prompt');
  });
});
