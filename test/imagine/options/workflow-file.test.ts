import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ByteBudget } from '../../../src/core/byte-budget.js';
import { downloadWorkflowFile } from '../../../src/imagine/options/workflow-file.js';

describe('downloadWorkflowFile', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ok.json') {
        response.setHeader('content-type', 'application/json');
        response.end('{"a":{"b":1}}');
      } else if (request.url === '/declared-large.json') {
        response.setHeader('content-length', '5000');
        response.end('x'.repeat(5_000));
      } else if (request.url === '/streamed-large.json') {
        response.write('{"a":"');
        response.write('x'.repeat(3_000));
        response.end('"}');
      } else {
        response.statusCode = 404;
        response.end('gone');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const app = () => ({
    config: { WORKFLOW_FILE_MAX_BYTES: 1_024, DISCORD_CDN_URL: base },
    inputBudget: new ByteBudget(1_024),
  });
  const file = (name: string) => ({ url: `${base}/${name}` });

  it('downloads and parses a workflow object', async () => {
    expect(await downloadWorkflowFile(file('ok.json'), app())).toEqual({ a: { b: 1 } });
  });

  it('refuses a file Discord says is too large', async () => {
    await expect(downloadWorkflowFile(file('declared-large.json'), app())).rejects.toThrow(
      'The workflow file is over the 1 KB limit.',
    );
  });

  it('stops reading a streamed file once past the cap', async () => {
    await expect(downloadWorkflowFile(file('streamed-large.json'), app())).rejects.toThrow(
      'The workflow file is over the 1 KB limit.',
    );
  });

  it('fetches nothing but from Discord', async () => {
    const elsewhere = {
      config: { WORKFLOW_FILE_MAX_BYTES: 1_024, DISCORD_CDN_URL: 'https://cdn.discordapp.com' },
      inputBudget: new ByteBudget(1_024),
    };
    await expect(downloadWorkflowFile(file('ok.json'), elsewhere)).rejects.toThrow(
      'The workflow file could not be downloaded from Discord.',
    );
  });

  it('says when the file cannot be downloaded', async () => {
    await expect(downloadWorkflowFile(file('missing.json'), app())).rejects.toThrow(
      'The workflow file could not be downloaded from Discord.',
    );
    await expect(
      downloadWorkflowFile(
        { url: 'http://127.0.0.1:1/x.json' },
        {
          config: { WORKFLOW_FILE_MAX_BYTES: 1_024, DISCORD_CDN_URL: 'http://127.0.0.1:1' },
          inputBudget: new ByteBudget(1_024),
        },
      ),
    ).rejects.toThrow('could not be downloaded');
  });
});
