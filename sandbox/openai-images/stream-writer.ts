import type { ServerResponse } from 'node:http';
import type { EmulatorContext } from './emulator-context.js';
import type { RequestContext } from './request-context.js';
import { checkEvent } from './spec-checks.js';
import type { StreamAnswer } from './stream-answer.js';

/**
 * Writes a streamed answer as server-sent events (`event: <type>` then `data: <json>`, the JSON
 * repeating `type`), each event checked against its route's event schema first. A `cut` step
 * destroys the connection mid-stream. Resolves true when the stream ended normally.
 */
export async function writeStream(
  emu: EmulatorContext,
  ctx: RequestContext,
  res: ServerResponse,
  answer: StreamAnswer,
  headers: Record<string, string>,
): Promise<boolean> {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  res.flushHeaders();
  try {
    for await (const step of answer.steps) {
      if (step === 'cut') {
        res.socket?.destroy();
        return false;
      }
      checkEvent(emu, ctx, answer.route, step.event);
      const chunk = `event: ${step.event.type}\ndata: ${JSON.stringify(step.event)}\n\n`;
      await new Promise<void>((resolve) => res.write(chunk, () => resolve()));
    }
    if (ctx.signal.aborted) return false;
    res.end();
    return true;
  } finally {
    answer.abandon();
  }
}
