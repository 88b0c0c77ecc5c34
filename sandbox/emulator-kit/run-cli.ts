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
  /** Reads the arguments; throws with the message to print before the usage. */
  readonly parse: (args: string[]) => { help: boolean; quiet: boolean; options: Options };
  /** Fills what the command line seeds when not given (a default user or key). @default as parsed */
  readonly complete?: (options: Options) => Options;
  /** Starts the emulator (`log` set unless `--quiet`). */
  readonly start: (options: Options) => Promise<Started>;
  /** The lines said once it listens, after the one naming its URL. */
  readonly banner: (started: Started, options: Options) => string[];
}

/**
 * Runs an emulator from the command line: arguments read (exit 2 with the usage when wrong),
 * `--help`, started, closed on a signal or when its parent is gone, its banner printed.
 */
export function runEmulatorCli<
  Options extends { readonly log?: (line: string) => void },
  Started extends { url: string; close(): Promise<void> },
>(cli: EmulatorCli<Options, Started>): void {
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
    const options = cli.complete ? cli.complete(parsed.options) : parsed.options;
    const log = (line: string) => console.log(line);
    const started = await cli.start(parsed.quiet ? options : { ...options, log });
    // Before the first line: whoever waits for it may signal at once.
    closeOnExit({
      close: async () => {
        await started.close();
        console.log(`${cli.title} emulator closed.`);
      },
      log: (line) => console.log(line),
    });
    console.log(`${cli.title} emulator listening on ${started.url}`);
    for (const line of cli.banner(started, options)) console.log(line);
    console.log('Press Ctrl+C to stop.');
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
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
