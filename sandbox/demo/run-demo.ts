/**
 * `npm run demo`: the real bot against both emulators, no configuration needed. Prints the channel
 * as member alice sees it and saves the image. Exit code 0 on success, 1 on a failure.
 */
import { parseArgs } from 'node:util';
import { isLocale, LOCALES } from '../../src/i18n/locales.js';
import { DemoError, runDemo } from './demo.js';
import { DEMO_BACKENDS, parseDemoBackend } from './demo-options.js';

const USAGE = `Usage: npm run demo -- [--backend horde] [--out demo-output.png] [--prompt "…"] [--locale zh-CN] [--quiet] [--log bot.log]
  --backend <id>    the backend the bot generates on, on its emulator: ${DEMO_BACKENDS.join(', ')} (default image-service)
  --out <file>      where to save the final image (default demo-output.png; demo-output.webp on horde)
  --prompt <text>   what to ask /imagine for
  --locale <code>   the member's and the server's Discord language: ${LOCALES.join(', ')} (default en-US)
  --quiet           print only where the image and the usage chart were saved
  --log <file>      append the bot's JSON log to a file`;

try {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      prompt: { type: 'string' },
      quiet: { type: 'boolean' },
      log: { type: 'string' },
      locale: { type: 'string' },
      backend: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.locale !== undefined && !isLocale(values.locale)) {
    throw new Error(`--locale must be one of ${LOCALES.join(', ')} (got "${values.locale}")`);
  }
  const backend = values.backend === undefined ? undefined : parseDemoBackend(values.backend);
  if (values.help) {
    console.log(USAGE);
  } else {
    await runDemo({
      ...(values.out ? { out: values.out } : {}),
      ...(values.prompt ? { prompt: values.prompt } : {}),
      ...(values.log ? { logFile: values.log } : {}),
      ...(values.locale ? { locale: values.locale } : {}),
      ...(backend ? { backend } : {}),
      quiet: values.quiet ?? false,
    });
  }
} catch (error) {
  if (error instanceof DemoError) {
    const cause = (error.cause as Error | undefined)?.message ?? String(error.cause);
    console.error(`\nThe demo failed at “${error.step}”: ${cause}`);
    if (error.botProblems.length > 0) {
      console.error('The bot reported:');
      for (const line of error.botProblems) console.error(`  ${line}`);
    }
  } else {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
  }
  process.exitCode = 1;
}
