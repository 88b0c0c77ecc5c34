import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { Agent as BotAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiscordAgent } from '../../src/discord/rest-agent.js';

describe('createDiscordAgent', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('is an Agent of the one undici that @discordjs/rest and the bot both load', () => {
    const agent = createDiscordAgent();
    closers.push(() => agent.close());
    const require = createRequire(import.meta.url);
    const rest = createRequire(require.resolve('discord.js')).resolve('@discordjs/rest');
    const restUndici = createRequire(rest)('undici') as { Agent: typeof BotAgent };
    expect(restUndici.Agent).toBe(BotAgent);
    expect(agent).toBeInstanceOf(BotAgent);
  });

  it('sends a multipart upload through @discordjs/rest', async () => {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            type: req.headers['content-type'],
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const agent = createDiscordAgent();
    closers.push(() => agent.close());
    const rest = new REST({
      api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      version: '10',
    })
      .setAgent(agent)
      .setToken('test');

    const echoed = (await rest.post('/channels/1/messages', {
      body: { content: 'hi' },
      files: [{ name: 'image.png', data: Buffer.from('PNGDATA') }],
    })) as { type: string; body: string };

    expect(echoed.type).toMatch(/^multipart\/form-data/);
    expect(echoed.body).toContain('filename="image.png"');
    expect(echoed.body).toContain('PNGDATA');
    expect(echoed.body).toContain('"content":"hi"');
  });
});
