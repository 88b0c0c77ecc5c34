import { Buffer } from 'node:buffer';
import { defaultDeserialize, defaultSerialize } from '@keyv/serialize';
import { describe, expect, it } from 'vitest';
import { deserializeRecord, serializeRecord } from '../../src/store/record-text.js';
import { StoreConnection } from '../../src/store/store-connection.js';
import { memoryLogger, rawRows, useTempDatabase } from './store-test-kit.js';

/** A job's record as the job store saves it (the shape the fast path is for). */
const jobRecord = {
  value: {
    id: '1574985415973274213',
    scope: 'shard:0',
    userId: '1574985415964885241',
    keyRef: { kind: 'member', userId: '1574985415964885241' },
    request: { workflow: 'default', prompt: 'a lighthouse, "oil" painting \\ 灯台 🌊', seed: -1 },
    state: 'processing',
    delivered: false,
    queuePosition: undefined,
    target: {
      reply: { id: '1574985415973274213', jobIds: ['1574985415973274213'], locale: 'en-US' },
      ignoredOptions: [],
      optionSources: { workflow: 'typed' },
    },
    processingStart: { at: 1764040003000, progress: 5 },
    progress: Number.NaN,
  },
  expires: undefined,
};

/** Values keyv's format writes its own way, or that come close to it. */
const tricky: Record<string, unknown> = {
  'a string value starting with a colon': { value: { prompt: ':smile: a cat' }, expires: 1 },
  'only a colon': { value: ':', expires: null },
  'two colons': { value: { a: '::x' } },
  'colon strings in arrays': { value: [':a', 'b', ':c', [':d']] },
  'a colon after an escaped quote': { value: { prompt: 'say ":hi"', list: ['x", ":y'] } },
  'a key that starts or ends with a colon': { value: { ':key': 1, 'key:': ':v', 'k:': 2 } },
  'a Buffer': { value: { secret: Buffer.from('sk-abc') } },
  'a Buffer in an array': { value: [Buffer.from([0, 1, 255])] },
  'an object shaped like a Buffer': { value: { type: 'Buffer', data: [1, 2] } },
  'a Date and toJSON': { value: { at: new Date(0), custom: { toJSON: () => ':made' } } },
  'undefined, null and numbers': {
    value: { a: undefined, b: null, c: [undefined, 1.5, -0, 1e21] },
  },
  'nested empties': { value: { a: {}, b: [], c: [{}], d: '' } },
  'a top-level string': ':top',
  'a plain top-level string': 'plain',
  'numeric keys': { value: { 2: 'b', 1: 'a', x: 'c' } },
  'a job record': jobRecord,
};

describe('serializeRecord', () => {
  it.each(Object.entries(tricky))('writes %s as keyv writes it, byte for byte', (_, value) => {
    expect(serializeRecord(value)).toBe(defaultSerialize(value));
  });

  it('writes null and undefined as keyv does', () => {
    expect(serializeRecord(null)).toBe(defaultSerialize(null));
    expect(serializeRecord(undefined)).toBe(defaultSerialize(undefined));
  });
});

describe('deserializeRecord', () => {
  it.each(Object.entries(tricky))('reads %s back as keyv reads it', (_, value) => {
    const text = defaultSerialize(value);
    expect(deserializeRecord(text)).toEqual(defaultDeserialize(text));
  });

  it('restores escaped colons and Buffers', () => {
    const text = serializeRecord({ value: { prompt: ':smile:', secret: Buffer.from('k') } });
    expect(deserializeRecord(text)).toEqual({
      value: { prompt: ':smile:', secret: Buffer.from('k') },
    });
  });

  it('reads texts with whitespace as keyv does', () => {
    for (const text of ['{ "value" : "::x" }', '[ "::a", ":b" ]', '  "::top"', '{"a": {"b": 1}}']) {
      expect(deserializeRecord(text)).toEqual(defaultDeserialize(text));
    }
  });
});

const db = useTempDatabase();

describe('the store connection', () => {
  it('stores records as keyv wrote them and reads back what keyv wrote', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const keyv = connection.keyv('records');
    await keyv.set('job', jobRecord.value);
    await keyv.set('colon', { prompt: ':smile:' });
    await connection.close();
    const rows = new Map((await rawRows(db.file())).map((row) => [row.key, row.value]));
    expect(rows.get('records:job')).toBe(defaultSerialize({ value: jobRecord.value }));
    expect(rows.get('records:colon')).toBe('{"value":{"prompt":"::smile:"}}');
    const reopened = await StoreConnection.open(db.url(), memoryLogger());
    expect(await reopened.keyv('records').get('colon')).toEqual({ prompt: ':smile:' });
    expect(await reopened.keyv('records').get('job')).toEqual(
      defaultDeserialize(defaultSerialize(jobRecord.value)),
    );
    await reopened.close();
  });
});
