import { describe, expect, it } from 'vitest';
import { ImageHostRefusedError } from '../../src/image-backend/backend-errors.js';
import {
  addressRange,
  ImageHostPolicy,
  isAllowedAddress,
} from '../../src/image-backend/image-host-policy.js';

const policy = (imageHosts: string[] = [], allowPrivateImageHosts = false) =>
  new ImageHostPolicy({
    baseUrl: new URL('https://api.example.com/'),
    imageHosts,
    allowPrivateImageHosts,
  });

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ImageHostRefusedError);
    return error as ImageHostRefusedError;
  }
  throw new Error('expected a refusal');
};

const lookup = (p: ImageHostPolicy, host: string, all = true) =>
  new Promise<unknown>((resolve, reject) =>
    p.lookup(host, { all }, (error, address) => (error ? reject(error) : resolve(address))),
  );

describe('addresses images may come from', () => {
  it.each([
    ['8.8.8.8', 'unicast', true, true],
    ['2606:4700::1', 'unicast', true, true],
    ['127.0.0.1', 'loopback', false, true],
    ['::1', 'loopback', false, true],
    ['10.1.2.3', 'private', false, true],
    ['172.16.0.1', 'private', false, true],
    ['192.168.1.1', 'private', false, true],
    ['fd00::1', 'uniqueLocal', false, true],
    ['169.254.169.254', 'linkLocal', false, true],
    ['fe80::1', 'linkLocal', false, true],
    ['100.64.0.1', 'carrierGradeNat', false, true],
    ['::ffff:127.0.0.1', 'loopback', false, true],
    ['::ffff:8.8.8.8', 'unicast', true, true],
    // IPv4-compatible IPv6 (::/96, deprecated): judged by the IPv4 address it carries.
    ['::7f00:1', 'loopback', false, true],
    ['::a00:1', 'private', false, true],
    ['::a9fe:a9fe', 'linkLocal', false, true],
    ['::808:808', 'unicast', true, true],
    ['0.0.0.0', 'unspecified', false, false],
    ['224.0.0.1', 'multicast', false, false],
    ['not-an-ip', 'invalid', false, false],
  ])('%s is %s (allowed: %s, with private allowed: %s)', (address, range, strict, loose) => {
    expect(addressRange(address)).toBe(range);
    expect(isAllowedAddress(address, false)).toBe(strict);
    expect(isAllowedAddress(address, true)).toBe(loose);
  });
});

describe('ImageHostPolicy', () => {
  it('allows the service host and the listed hosts, with *. for subdomains', () => {
    const p = policy(['cdn.example.net', '*.images.example.org', 'EXACT.example.io.']);
    for (const url of [
      'https://api.example.com/i/1.png',
      'http://API.EXAMPLE.COM:8080/i/1.png',
      'https://cdn.example.net/1.png',
      'https://a.b.images.example.org/1.png',
      'https://exact.example.io/1.png',
    ]) {
      expect(() => p.checkUrl(new URL(url))).not.toThrow();
    }
  });

  it('refuses other hosts, other schemes and the bare wildcard domain', () => {
    const p = policy(['*.images.example.org']);
    for (const url of [
      'https://evil.example/1.png',
      'https://images.example.org/1.png',
      'https://api.example.com.evil.example/1.png',
      'ftp://api.example.com/1.png',
    ]) {
      const error = refusal(() => p.checkUrl(new URL(url)));
      expect(error.message).toBe(
        'The bot could not fetch this image safely, so it is not shown here.',
      );
    }
  });

  it('refuses a listed private address literal unless private hosts are allowed', () => {
    const url = new URL('http://10.0.0.7/1.png');
    const error = refusal(() => policy(['10.0.0.7']).checkUrl(url));
    expect(error.host).toBe('10.0.0.7');
    expect(error.detail).toContain('private address (ALLOW_PRIVATE_IMAGE_HOSTS is off)');
    expect(() => policy(['10.0.0.7'], true).checkUrl(url)).not.toThrow();
    const mapped = new URL('http://[::ffff:127.0.0.1]/1.png');
    refusal(() => policy(['::ffff:7f00:1']).checkUrl(mapped));
  });

  it('checks the addresses a host name resolves to', async () => {
    await expect(lookup(policy(), 'localhost')).rejects.toBeInstanceOf(ImageHostRefusedError);
    await expect(lookup(policy(), 'localhost', false)).rejects.toBeInstanceOf(
      ImageHostRefusedError,
    );
    const resolved = await lookup(policy([], true), 'localhost');
    expect(Array.isArray(resolved) && resolved.length > 0).toBe(true);
    await expect(lookup(policy([], true), 'localhost', false)).resolves.toMatch(/^(127\.|::1)/);
  });
});
