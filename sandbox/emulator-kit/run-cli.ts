import { closeOnExit } from '../cli-process.js';

/** What an emulator's CLI declares: its name, its help, how it reads arguments and starts. */
export interface EmulatorCli<
  Options extends { readonly log?: (line: string) => void },
  Started extends { url: string; close(): Promise<void> },
> {
  /** The npm script's name, e.g. `mock-sd-webui`. */
  readonly name: string;
  /** The server it stands for, e.g. `Stable Diffusion WebUI` (`… emulator listening on`, `… closed.`). */
  readonly title: string;
  readonly usage: string;
  /**
   * Reads the arguments; throws with the message to print before the usage. `instances`, when
   * given, are the options of each server to start (`--instances`); else `options` alone.
   */
  readonly parse: (args: string[]) => {
    help: boolean;
    quiet: boolean;
    options: Options;
    instances?: Options[];
  };
  /** Fills what the command line seeds when not given (a default user or key). @default as parsed */
  readonly complete?: (options: Options) => Options;
  /** Starts the emulator (`log` set unless `--quiet`). */
  readonly start: (options: Options) => Promise<Started>;
  /** The lines said once it listens, after the one naming its URL. */
  readonly banner: (started: Started, options: Options) => string[];
  /**
   * Starts reading commands (on stdin) that act on the servers started; returns the line that
   * tells how. @default none read
   */
  readonly commands?: (started: readonly Started[]) => string;
}

/**
 * Runs an emulator from the command line: arguments read (exit 2 with the usage when wrong),
 * `--help`, started (each of several instances in turn, their log lines marked `[n]`), closed on
 * a signal or when its parent is gone, each one's URL and banner printed.
 */
export function runEmulatorCli<
  Options extends { readonly log?: (line: string) => void },
  Started extends { url: string; close(): Promise<void> },
>(cli: EmulatorCli<Options, Started>): void {
  const started: Started[] = [];
  const closeAll = () => Promise.all(started.map((one) => one.close()));
  const main = async () => {
    let parsed: ReturnType<typeof cli.parse>;
    try {
      parsed = cli.parse(process.argv.slice(2));
    } catch (error) {
      console.error(`${cli.name}: ${(error as Error).message}\n\n${cli.usage}`);
      process.exitCode = 2;
      return;
    }
    if (parsed.help) return void console.log(cli.usage);
    const all = (parsed.instances ?? [parsed.options]).map((options) =>
      cli.complete ? cli.complete(options) : options,
    );
    const several = all.length > 1;
    for (const [at, options] of all.entries()) {
      const log = (line: string) => console.log(several ? `[${at + 1}] ${line}` : line);
      started.push(await cli.start(parsed.quiet ? options : { ...options, log }));
    }
    // Before the first line: whoever waits for it may signal at once.
    closeOnExit({
      close: async () => {
        await closeAll();
        console.log(`${cli.title} emulator${several ? 's' : ''} closed.`);
      },
      log: (line) => console.log(line),
    });
    for (const [at, one] of started.entries()) {
      const which = several ? ` ${at + 1}/${all.length}` : '';
      console.log(`${cli.title} emulator${which} listening on ${one.url}`);
      for (const line of cli.banner(one, all[at] as Options)) console.log(line);
    }
    if (cli.commands) console.log(cli.commands(started));
    console.log('Press Ctrl+C to stop.');
  };
  main().catch(async (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
    await closeAll();
  });
}

/** A {@link EmulatorCli.complete} seeding `fallback` in list option `key` when none was given. */
export function seedWhenEmpty<Options, Item>(
  key: {
    [K in keyof Options]: Options[K] extends readonly Item[] | undefined ? K : never;
  }[keyof Options],
  fallback: Item,
): (options: Options) => Options {
  return (options) => {
    const given = options[key] as readonly Item[] | undefined;
    return given?.length ? options : { ...options, [key]: [fallback] };
  };
}
