import { type REST, RESTEvents } from 'discord.js';
import { Counter, type Registry } from 'prom-client';
import type { BackendRequest } from '../image-backend/backend-types.js';

/** Which of the bot's REST clients a Discord request went through. */
export type DiscordVia = 'bot' | 'webhook';

/** Counts the requests the process makes to the image service and to Discord. */
export interface RequestMetrics {
  /** One HTTP request to the image service ended (the client's `onRequest`). */
  serviceRequest(request: BackendRequest): void;
  /**
   * Counts every response `rest` receives, by status (429s among them), and every wait its rate
   * limits impose, through discord.js's `response` and `rateLimited` events.
   */
  watchDiscord(rest: REST, via: DiscordVia): void;
}

/** Registers the request counters; {@link RequestMetrics} feeds them. */
export function registerRequestMetrics(registry: Registry): RequestMetrics {
  const service = new Counter({
    name: 'imagine_bot_service_requests_total',
    help: 'HTTP requests to the image service, by operation (taskStatus: status polls) and outcome.',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  const discord = new Counter({
    name: 'imagine_bot_discord_requests_total',
    help: 'Responses from the Discord API, by REST client (bot token, interaction webhook) and status.',
    labelNames: ['via', 'status'],
    registers: [registry],
  });
  const waits = new Counter({
    name: 'imagine_bot_discord_rate_limit_waits_total',
    help: "Requests held back by a Discord rate limit before they were sent (global: the bot's own).",
    labelNames: ['via', 'global'],
    registers: [registry],
  });
  return {
    serviceRequest: ({ operation, outcome }) => service.inc({ operation, outcome }),
    watchDiscord(rest, via) {
      rest.on(RESTEvents.Response, (_request, response) => {
        discord.inc({ via, status: String(response.status) });
      });
      rest.on(RESTEvents.RateLimited, (limit) => {
        waits.inc({ via, global: String(limit.global) });
      });
    },
  };
}
