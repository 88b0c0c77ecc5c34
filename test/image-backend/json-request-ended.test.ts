import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../src/image-backend/backend-errors.js';
import { type JsonAnswers, jsonRequest } from '../../src/image-backend/json-request.js';
import { serverSilent } from '../../src/image-backend/network-error.js';
import { freePort } from '../helpers/free-port.js';

const ANSWERS: JsonAnswers = {
  maxBytes: 1_000,
  failure: ({ status, detail }) => new ServiceUnavailableError({ status, detail }),
};

describe('JsonEndpoint.ended: how each call ended, as a pool reads a server', () => {
  let server: Server | undefined;
  const agent = new Agent();
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  const serve = async (answer: (path: string) => [number, string] | undefined) => {
    server = createServer((req, res) => {
      const said = answer(req.url ?? '');
      if (!said) return; // never answers
      res.writeHead(said[0], { 'content-type': 'application/json' }).end(said[1]);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('tells an answer (a 2xx, and a server’s own 500) as nothing, a refused connection as its failure, and nothing of a call its caller aborted', async () => {
    const baseUrl = await serve((path) =>
      path === '/ok' ? [200, '{}'] : path === '/500' ? [500, '{}'] : undefined,
    );
    const ended: unknown[] = [];
    const endpoint = {
      baseUrl,
      timeoutMs: 5_000,
      dispatcher: agent,
      ended: (f?: unknown) => ended.push(f),
    };
    const get = (path: string, signal?: AbortSignal) =>
      jsonRequest(endpoint, { method: 'GET', path, schema: z.unknown() }, ANSWERS, signal);
    await get('/ok');
    await expect(get('/500')).rejects.toMatchObject({ status: 500 });
    const abort = new AbortController();
    const hanging = get('/hang', abort.signal);
    abort.abort(new Error('stopped'));
    await expect(hanging).rejects.toThrow('stopped');
    const refused = `http://127.0.0.1:${await freePort()}`;
    await expect(
      jsonRequest(
        { ...endpoint, baseUrl: refused },
        { method: 'GET', path: '/x', schema: z.unknown() },
        ANSWERS,
      ),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(ended).toHaveLength(3);
    expect(ended[0]).toBeUndefined();
    expect(serverSilent(ended[1])).toBe(false);
    expect(serverSilent(ended[2])).toBe(true);
  });

  it('tells a timeout as a silent server', async () => {
    const baseUrl = await serve(() => undefined);
    const ended: unknown[] = [];
    const endpoint = {
      baseUrl,
      timeoutMs: 200,
      dispatcher: agent,
      ended: (f?: unknown) => ended.push(f),
    };
    await expect(
      jsonRequest(endpoint, { method: 'GET', path: '/slow', schema: z.unknown() }, ANSWERS),
    ).rejects.toThrow();
    expect(ended.map(serverSilent)).toEqual([true]);
  });
});
