import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  const options = { maxBytes: 1_024 };

  it('downloads and parses a workflow object', async () => {
    expect(await downloadWorkflowFile(`${base}/ok.json`, options)).toEqual({ a: { b: 1 } });
  });

  it('refuses a file Discord says is too large', async () => {
    await expect(downloadWorkflowFile(`${base}/declared-large.json`, options)).rejects.toThrow(
      'The workflow file is over the 1 KB limit.',
    );
  });

  it('stops reading a streamed file once past the cap', async () => {
    await expect(downloadWorkflowFile(`${base}/streamed-large.json`, options)).rejects.toThrow(
      'The workflow file is over the 1 KB limit.',
    );
  });

  it('says when the file cannot be downloaded', async () => {
    await expect(downloadWorkflowFile(`${base}/missing.json`, options)).rejects.toThrow(
      'The workflow file could not be downloaded from Discord.',
    );
    await expect(downloadWorkflowFile('http://127.0.0.1:1/x.json', options)).rejects.toThrow(
      'could not be downloaded',
    );
  });
});
