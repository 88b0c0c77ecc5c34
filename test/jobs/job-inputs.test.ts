import { describe, expect, it, vi } from 'vitest';
import type { InputImage } from '../../src/image-backend/images-in.js';
import { JobInputs } from '../../src/jobs/job-inputs.js';
import { JOB_NAMESPACES } from '../../src/jobs/job-namespaces.js';
import { eraseMember, eraseServer } from '../../src/privacy/erase-member.js';
import { useTempDatabase } from '../store/store-test-kit.js';

const MEMBER = '123456789012345678';
const OTHER = '223456789012345678';
const GUILD = '111111111111111111';

const image = (fill: number): InputImage => ({
  bytes: Buffer.alloc(300, fill),
  type: 'image/png',
  width: 10,
  height: 10,
});

describe('JobInputs', () => {
  const database = useTempDatabase();

  it('keeps an input for its retention, then it is gone by itself', async () => {
    const stores = await database.open();
    const inputs = new JobInputs(stores.keyv(JOB_NAMESPACES.inputs), { retentionMs: 150 });
    await inputs.put('r1', { userId: MEMBER, scope: GUILD }, image(7));
    expect(await inputs.get('r1')).toEqual(image(7));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await inputs.get('r1')).toBeUndefined();
  });

  it("is erased with its member (Forget me) and with its server, others' kept", async () => {
    const stores = await database.open();
    const inputs = new JobInputs(stores.keyv(JOB_NAMESPACES.inputs));
    await inputs.put('mine', { userId: MEMBER, scope: GUILD }, image(1));
    await inputs.put('theirs', { userId: OTHER, scope: `dm:${OTHER}` }, image(2));
    await inputs.put('there', { userId: OTHER, scope: GUILD }, image(3));
    await eraseMember(stores, MEMBER);
    expect(await inputs.get('mine')).toBeUndefined();
    expect(await inputs.get('there')).toEqual(image(3));
    await eraseServer(stores, GUILD);
    expect(await inputs.get('there')).toBeUndefined();
    expect(await inputs.get('theirs')).toEqual(image(2));
  });

  it('hands the image it just stored to the first read, unless the record is gone by then', async () => {
    const stores = await database.open();
    const keyv = stores.keyv(JOB_NAMESPACES.inputs);
    const inputs = new JobInputs(keyv);
    const stored = image(4);
    await inputs.put('r1', { userId: MEMBER, scope: GUILD }, stored);
    const read = vi.spyOn(keyv, 'get');
    expect((await inputs.get('r1'))?.bytes).toBe(stored.bytes);
    expect(read).not.toHaveBeenCalled();
    const again = await inputs.get('r1');
    expect(again).toEqual(stored);
    expect(again?.bytes).not.toBe(stored.bytes);
    await inputs.put('r2', { userId: MEMBER, scope: GUILD }, image(5));
    await eraseMember(stores, MEMBER);
    expect(await inputs.get('r2')).toBeUndefined();
  });

  it('keep rewrites a record only once less than half its retention is left', async () => {
    const stores = await database.open();
    const keyv = stores.keyv(JOB_NAMESPACES.inputs);
    let now = 1_000_000;
    const inputs = new JobInputs(keyv, { retentionMs: 60_000, now: () => now });
    await inputs.put('r1', { userId: MEMBER, scope: GUILD }, image(6));
    const write = vi.spyOn(keyv, 'set');
    now += 20_000;
    await inputs.keep('r1');
    expect(write).not.toHaveBeenCalled();
    now += 15_000;
    await inputs.keep('r1');
    expect(write).toHaveBeenCalledTimes(1);
    await inputs.keep('r1');
    expect(write).toHaveBeenCalledTimes(1);
    await inputs.keep('unknown to this process');
    expect(write).toHaveBeenCalledTimes(1);
  });
});
