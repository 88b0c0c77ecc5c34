import { z } from 'zod';
import { numberIn } from './config-fields.js';
import { LOG_FORMATS } from './logger.js';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const METRICS_PORT_MESSAGE = 'must be a port number from 0 to 65535 (unset: no metrics server)';

/** An address or host name a server of the bot listens on. */
const listenHost = z
  .union(
    [z.ipv4(), z.ipv6(), z.hostname()],
    'must be an address or host name to listen on, e.g. 0.0.0.0 (default 127.0.0.1)',
  )
  .default('127.0.0.1');

/** What the operator runs and watches: the log, the metrics and painter servers, a test locale. */
export const OPERATOR_VARIABLES = {
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  /** Unset: pretty when stdout is a terminal, JSON otherwise (see `resolveLogFormat`). */
  LOG_FORMAT: z
    .enum(LOG_FORMATS, 'must be pretty or json (unset: pretty on a terminal, json otherwise)')
    .optional(),
  /** Port of the `/healthz` and `/metrics` server; unset: no server (0: any free port, logged). */
  METRICS_PORT: numberIn(0, 65_535, METRICS_PORT_MESSAGE).optional(),
  METRICS_HOST: listenHost,
  /**
   * The application's OAuth2 client secret (Developer Portal → OAuth2): set, Vary (Region)
   * launches the painter, an Activity served on `PAINTER_PORT`; unset, the picker.
   */
  PAINTER_CLIENT_SECRET: z.string().min(16, 'must be the OAuth2 client secret').optional(),
  /** Where the painter listens (the address the Activity's URL mapping reaches, behind HTTPS). */
  PAINTER_PORT: numberIn(0, 65_535, 'must be a port number from 0 to 65535').optional(),
  PAINTER_HOST: listenHost,
  /** Test tool: every text from the catalogs is shown wrapped in ⟦…⟧ (see README, Languages). */
  PSEUDO_LOCALE: z.stringbool('must be true or false').default(false),
};

/** The painter's secret and port, each required with the other. */
export function checkPainter(
  config: {
    readonly PAINTER_CLIENT_SECRET?: string | undefined;
    readonly PAINTER_PORT?: number | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (config.PAINTER_CLIENT_SECRET && config.PAINTER_PORT === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAINTER_PORT'],
      message: 'is required with PAINTER_CLIENT_SECRET: the port the painter listens on',
    });
  }
  if (!config.PAINTER_CLIENT_SECRET && config.PAINTER_PORT !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAINTER_CLIENT_SECRET'],
      message:
        'is required with PAINTER_PORT: the OAuth2 client secret the painter signs members in with (or leave PAINTER_PORT unset for the picker)',
    });
  }
}
