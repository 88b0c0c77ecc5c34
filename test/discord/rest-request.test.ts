import { DefaultRestOptions, type ResponseLike } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRestRequest } from '../../src/discord/rest-request.js';

describe('sendRestRequest', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const sent = () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.spyOn(DefaultRestOptions, 'makeRequest').mockImplementation(async (url, init) => {
      calls.push({ url, init: init as RequestInit });
      return { status: 200 } as ResponseLike;
    });
    return calls;
  };

  it('hands undici an upload encoded whole, with its multipart type and every header kept', async () => {
    const calls = sent();
    const form = new FormData();
    form.append('files[0]', new Blob([Buffer.from('PNGDATA')], { type: 'image/png' }), 'a.png');
    form.append('payload_json', JSON.stringify({ content: 'hi' }));
    await sendRestRequest('http://discord/api/x', {
      method: 'PATCH',
      body: form,
      headers: { Authorization: 'Bot t' },
    } as never);
    const [{ init }] = calls as [{ init: RequestInit }];
    expect(init.body).toBeInstanceOf(Uint8Array);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bot t');
    expect(headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = headers['Content-Type']?.split('boundary=')[1] ?? '';
    const text = Buffer.from(init.body as Uint8Array).toString('latin1');
    expect(text.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(text).toContain('filename="a.png"');
    expect(text).toContain('PNGDATA');
    expect(text).toContain('{"content":"hi"}');
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });

  it('passes any other body through as it is', async () => {
    const calls = sent();
    const init = {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    };
    await sendRestRequest('http://discord/api/y', init as never);
    expect(calls[0]?.init).toBe(init);
  });
});
