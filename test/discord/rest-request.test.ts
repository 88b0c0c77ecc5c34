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
    const [{ init }] = calls as unknown as [{ init: RequestInit }];
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

  it('writes a body the platform reads back as the same form: files byte for byte, names escaped, line breaks as CRLF', async () => {
    const calls = sent();
    const image = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const form = new FormData();
    form.append('files[0]', new Blob([image], { type: 'image/png' }), 'a "b"\r\n.png');
    form.append('files[1]', new Blob([Buffer.from('x')]), 'c.webp');
    form.append('payload_json', '{"content":"one\ntwo"}');
    await sendRestRequest('http://discord/api/x', { method: 'POST', body: form } as never);
    const [{ init }] = calls as unknown as [{ init: RequestInit }];
    const read = await new Response(init.body as Uint8Array, {
      headers: { 'Content-Type': (init.headers as Record<string, string>)['Content-Type'] ?? '' },
    }).formData();
    expect(Buffer.from(init.body as Uint8Array).toString('latin1')).toContain(
      'filename="a %22b%22%0D%0A.png"',
    );
    const first = read.get('files[0]') as File;
    expect(first.name).toBe('a "b"\r\n.png');
    expect(first.type).toBe('image/png');
    expect(Buffer.from(await first.arrayBuffer()).equals(image)).toBe(true);
    expect((read.get('files[1]') as File).type).toBe('application/octet-stream');
    expect(read.get('payload_json')).toBe('{"content":"one\r\ntwo"}');
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
