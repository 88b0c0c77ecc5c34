import { REST } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { watchAnswerPhase } from '../../bench/answer-phase.js';

const callback = (id: number) => `/interactions/${id}/token-${id}/callback`;

describe('the burst: the bot CPU until every command was answered', () => {
  it('notes the CPU and time when the expected callback comes back, refused ones too', async () => {
    const rest = new REST();
    const sent: string[] = [];
    rest.queueRequest = async (request) => {
      sent.push(request.fullRoute);
      if (request.fullRoute.includes('/2/')) throw new Error('Unknown interaction');
      return new Response('{}');
    };
    const watch = watchAnswerPhase(rest, 3);
    const ask = (fullRoute: string) =>
      rest.queueRequest({ fullRoute: fullRoute as never, method: 'POST' as never });
    await ask(callback(1));
    await ask('/webhooks/1/token-1/messages/@original');
    await ask(callback(2)).catch(() => undefined);
    expect(watch.stop()).toBeUndefined();

    const again = watchAnswerPhase(rest, 2);
    await ask(callback(3));
    await ask(callback(4));
    const phase = again.stop();
    expect(phase).toMatchObject({ callbacks: 2 });
    expect(phase?.cpuMs).toBeGreaterThanOrEqual(0);
    expect(phase?.wallMs).toBeGreaterThanOrEqual(0);
    expect(sent).toHaveLength(5);
  });
});
