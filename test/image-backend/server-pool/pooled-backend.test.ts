import { describe, expect, it } from 'vitest';
import {
  BackendDownError,
  PoolServerRefusedError,
  ServiceUnavailableError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import type { PoolServer } from '../../../src/image-backend/backend-pool.js';
import { unionImagesIn } from '../../../src/image-backend/server-pool/pool-capabilities.js';
import { PooledBackend } from '../../../src/image-backend/server-pool/pooled-backend.js';
import {
  type FakeServer,
  FakeSleeps,
  fakeServer,
  poolOver,
  refused,
  settle,
} from './fake-server.js';

const GPU1 = 'http://gpu1:8188';
const GPU2 = 'http://gpu2:8188';

/** A pool over `servers`, its sleeps and its operator's lines. */
function poolOf(...servers: FakeServer[]) {
  const sleeps = new FakeSleeps();
  const lines: string[] = [];
  const backend = new PooledBackend(poolOver(servers, sleeps, lines));
  const changes: PoolServer[] = [];
  backend.pool.onChange((server) => changes.push(server));
  return { backend, sleeps, lines, changes };
}

describe('PooledBackend: routing', () => {
  it('sends a submission to the server the line named, its task ids <server>|<task>, and routes every call of the task there', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    expect(backend.pool.servers()).toEqual([
      { id: 'gpu1:8188', label: 'gpu1:8188', slots: 1, state: 'up' },
      { id: 'gpu2:8188', label: 'gpu2:8188', slots: 2, state: 'up' },
    ]);
    const submission = await backend.submit('', { prompt: 'owl' }, { server: 'gpu2:8188' });
    expect(submission.taskId).toBe('gpu2:8188|t1');
    expect(backend.pool.serverOf(submission.taskId)).toBe('gpu2:8188');
    const status = await backend.taskStatus('', submission.taskId);
    expect(status).toMatchObject({ taskId: 'gpu2:8188|t1', state: 'completed' });
    await backend.cancel?.('', submission.taskId);
    expect(two.calls).toEqual(['submit owl', 'status t1', 'cancel t1']);
    expect(one.calls).toEqual([]);
  });

  it("listens for a task's end on the server it runs on, and for one of no server of the pool on none", async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    const told: string[] = [];
    const off = backend.onSettled?.('gpu2:8188|t1', () => told.push('t1'));
    expect([...two.settled.keys()]).toEqual(['t1']);
    expect(one.settled.size).toBe(0);
    two.settled.get('t1')?.();
    expect(told).toEqual(['t1']);
    off?.();
    expect(two.settled.size).toBe(0);
    expect(() => backend.onSettled?.('gpu9:8188|t1', () => told.push('never'))()).not.toThrow();
    expect(one.settled.size + two.settled.size).toBe(0);
  });

  it('reads a task id without a server as the first server’s (a job saved before the pool), and refuses one of a server no longer listed', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    expect(backend.pool.serverOf('t7')).toBe('gpu1:8188');
    expect(await backend.taskStatus('', 't7')).toMatchObject({ taskId: 't7' });
    expect(one.calls).toEqual(['status t7']);
    expect(backend.pool.serverOf('gpu9:8188|t1')).toBeUndefined();
    await expect(backend.taskStatus('', 'gpu9:8188|t1')).rejects.toBeInstanceOf(UnknownTaskError);
    expect(two.calls).toEqual([]);
  });

  it('refuses a submission naming no server, an unknown one or one found down, with nothing sent', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    const refusal = (server?: string) =>
      backend.submit('', { prompt: 'owl' }, server === undefined ? {} : { server }).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(await refusal()).toMatchObject({ why: 'unnamed' });
    expect(await refusal('gpu9:8188')).toMatchObject({ why: 'unknown', server: 'gpu9:8188' });
    two.fail = refused();
    await expect(backend.submit('', { prompt: 'a' }, { server: 'gpu2:8188' })).rejects.toThrow();
    const down = await refusal('gpu2:8188');
    expect(down).toBeInstanceOf(PoolServerRefusedError);
    expect(down).toBeInstanceOf(ServiceUnavailableError);
    expect(down).toMatchObject({ why: 'down', server: 'gpu2:8188' });
    expect(two.calls).toEqual(['submit a']);
    expect(one.calls).toEqual([]);
  });

  it('finds a submission on the server it was sent to, an unnamed one on the first', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    expect(await backend.findSubmission?.('', 'known', { server: 'gpu2:8188' })).toBe(
      'gpu2:8188|t9',
    );
    expect(await backend.findSubmission?.('', 'never', { server: 'gpu2:8188' })).toBeUndefined();
    expect(await backend.findSubmission?.('', 'known')).toBe('gpu1:8188|t9');
    expect(two.calls).toEqual(['find known', 'find never']);
    expect(one.calls).toEqual(['find known']);
  });

  it('downloads an image from the server whose URL it is under, a held one from the server that holds it', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend } = poolOf(one, two);
    expect(String(await backend.downloadImage(`${GPU2}/view?filename=a.png`))).toBe(GPU2);
    expect(one.calls).toEqual([]);
    expect(String(await backend.downloadImage(`held://${GPU2}/t1`))).toBe(GPU2);
    await expect(backend.downloadImage('held://nowhere/t1')).rejects.toBeInstanceOf(
      UnknownTaskError,
    );
  });

  it('is the server itself with one: ids unprefixed, a submission without a server taken, its own capabilities', async () => {
    const only = fakeServer(GPU1, ['sd15']);
    const { backend } = poolOf(only);
    const { taskId } = await backend.submit('', { prompt: 'owl' });
    expect(taskId).toBe('t1');
    expect(backend.pool.serverOf(taskId)).toBe('gpu1:8188');
    expect(await backend.taskStatus('', taskId)).toMatchObject({ taskId: 't1' });
    expect(await backend.findSubmission?.('', 'known')).toBe('t9');
    expect(backend.capabilities.parameters.model?.values).toEqual(['sd15']);
    expect(await backend.choices?.()).toEqual(['sd15']);
    // Found down, it is still sent what comes (a single server always was), its answer bringing it up.
    only.fail = refused();
    await expect(backend.taskStatus('', taskId)).rejects.toThrow();
    expect(backend.pool.servers()[0]?.state).toBe('down');
    expect((await backend.submit('', { prompt: 'owl' }, { server: 'gpu1:8188' })).taskId).toBe(
      't2',
    );
    expect(only.calls.filter((call) => call === 'submit owl')).toHaveLength(2);
    backend.close();
  });
});

describe('PooledBackend: what the servers offer together', () => {
  it('unites the live servers’ models, upscale factors, mask, describe and cancel; a server down is left out', async () => {
    const one = fakeServer(GPU1, ['sd15', 'sdxl']);
    const two = Object.assign(fakeServer(GPU2, ['sdxl', 'flux']), {
      factors: [4, 2],
      mask: true,
      describes: true,
      cancels: true,
    });
    const { backend } = poolOf(one, two);
    const { capabilities } = backend;
    expect(capabilities.parameters.model?.values).toEqual(['sd15', 'sdxl', 'flux']);
    expect(capabilities.parameters.steps).toEqual({ min: 1, max: 150, default: 20 });
    expect(capabilities.imagesIn?.upscale?.factors).toEqual([2, 4]);
    expect(capabilities.imagesIn?.edit?.mask).toBe(true);
    expect(capabilities.imagesIn?.describe).toBe(true);
    expect(capabilities.cancel).toBe(true);
    expect(capabilities.workflowRanges?.('flux')).toEqual({ steps: { max: 4 } });
    two.fail = refused();
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toThrow();
    expect(capabilities.parameters.model?.values).toEqual(['sd15', 'sdxl']);
    expect(capabilities.imagesIn?.upscale?.factors).toEqual([2]);
    expect(capabilities.imagesIn?.edit?.mask).toBe(false);
    expect(capabilities.imagesIn?.describe).toBeUndefined();
    expect(capabilities.cancel).toBe(false);
    expect(capabilities.workflowRanges?.('flux')).toBeUndefined();
  });

  it('counts the most copies of an input one server’s request makes (sentCopies), so a job’s input holds the input budget for them on any server', () => {
    const imagesIn = (sentCopies?: number) => ({
      maxInput: { bytes: 1_000_000, pixels: 1_000_000 },
      types: ['image/png' as const],
      ...(sentCopies !== undefined && { sentCopies }),
    });
    expect(unionImagesIn([imagesIn(1), imagesIn(1)])?.sentCopies).toBe(1);
    expect(unionImagesIn([imagesIn(), imagesIn(1)])?.sentCopies).toBe(1);
    expect(unionImagesIn([imagesIn(), imagesIn()])?.sentCopies).toBeUndefined();
  });

  it('animates where one server animates: its animation, the first of those that do', () => {
    const base = {
      maxInput: { bytes: 1_000_000, pixels: 1_000_000 },
      types: ['image/png' as const],
    };
    const video = { frames: 121, fps: 24, type: 'video/mp4' as const };
    expect(unionImagesIn([base, { ...base, animate: video }])?.animate).toEqual(video);
    expect(unionImagesIn([base, base])?.animate).toBeUndefined();
  });

  it('asks every server whether it animates and takes a mask, not only the first that does: each reads its nodes then', () => {
    const asked: string[] = [];
    const server = (name: string) => {
      const imagesIn = {
        maxInput: { bytes: 1_000_000, pixels: 1_000_000 },
        types: ['image/png' as const],
        edit: {
          get mask() {
            asked.push(`${name} mask`);
            return true;
          },
        },
      };
      return Object.defineProperty(imagesIn, 'animate', {
        get: () => {
          asked.push(`${name} animate`);
          return { frames: 121, fps: 24, type: 'video/mp4' as const };
        },
        enumerable: true,
      });
    };
    const union = unionImagesIn([server('gpu1'), server('gpu2')]);
    expect(union?.animate?.frames).toBe(121);
    expect(union?.edit?.mask).toBe(true);
    expect([...new Set(asked)].sort()).toEqual([
      'gpu1 animate',
      'gpu1 mask',
      'gpu2 animate',
      'gpu2 mask',
    ]);
  });

  it('counts a list not read yet as none, and reads every server’s when none is up', async () => {
    const one = fakeServer(GPU1);
    const two = fakeServer(GPU2, ['flux']);
    const { backend } = poolOf(one, two);
    expect(backend.capabilities.parameters.model?.values).toEqual(['flux']);
    one.answers = false;
    two.answers = false;
    await backend.probe?.();
    expect(backend.pool.servers().map(({ state }) => state)).toEqual(['down', 'down']);
    expect(backend.capabilities.parameters.model?.values).toEqual(['flux']);
  });

  it('offers the choices and LoRAs of every live server once each, a server that fails left out', async () => {
    const one = Object.assign(fakeServer(GPU1, ['sd15', 'sdxl']), { loras: ['grain', 'ink'] });
    const two = Object.assign(fakeServer(GPU2, ['sdxl', 'flux']), { loras: ['ink', 'neon'] });
    const { backend } = poolOf(one, two);
    expect(await backend.choices?.()).toEqual(['sd15', 'sdxl', 'flux']);
    expect(await backend.loras?.()).toEqual([
      { name: 'grain', label: `grain on ${GPU1}` },
      { name: 'ink', label: `ink on ${GPU1}` },
      { name: 'neon', label: `neon on ${GPU2}` },
    ]);
    two.fail = new ServiceUnavailableError({ status: 500 });
    expect(await backend.choices?.()).toEqual(['sd15', 'sdxl']);
    one.fail = refused();
    two.fail = refused();
    await expect(backend.choices?.()).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('names as eligible the live servers that serve a request, and describes on one that describes', async () => {
    const one = fakeServer(GPU1, ['sd15']);
    const two = Object.assign(fakeServer(GPU2, ['sd15', 'flux']), { describes: true });
    const { backend } = poolOf(one, two);
    expect(backend.pool.eligible({ prompt: 'owl' })).toEqual(['gpu1:8188', 'gpu2:8188']);
    expect(backend.pool.eligible({ prompt: 'owl', model: 'flux' })).toEqual(['gpu2:8188']);
    expect(backend.pool.eligible({ prompt: 'owl', model: 'none' })).toEqual([]);
    const image = { bytes: Buffer.alloc(1), type: 'image/png', width: 1, height: 1 } as const;
    expect(await backend.describe?.('', image)).toBe(`described by ${GPU2}`);
    two.fail = refused();
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toThrow();
    expect(backend.pool.eligible({ prompt: 'owl', model: 'flux' })).toEqual([]);
    expect(backend.pool.eligible({ prompt: 'owl' })).toEqual(['gpu1:8188']);
    // The servers a waiting job may still run on once one comes back: down ones too.
    expect(backend.pool.serving({ prompt: 'owl', model: 'flux' })).toEqual(['gpu2:8188']);
    expect(backend.pool.serving({ prompt: 'owl', model: 'none' })).toEqual([]);
  });
});

describe('PooledBackend: each server’s state', () => {
  it('takes a server down when its requests fail as a dead server’s do, asks it again every probeEveryMs, and brings it back when its probe passes', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend, sleeps, lines, changes } = poolOf(one, two);
    two.fail = new ServiceUnavailableError({ status: 500 });
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toThrow();
    expect(changes).toEqual([]);
    two.fail = refused();
    two.answers = false;
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toThrow();
    expect(changes).toEqual([{ id: 'gpu2:8188', label: 'gpu2:8188', slots: 2, state: 'down' }]);
    expect(lines).toEqual([
      'warn Fake at gpu2:8188 stopped answering (ECONNREFUSED): no job is sent there until it answers again; asked every 10 s',
    ]);
    await settle();
    expect(sleeps.asked).toEqual([10_000]);
    expect(two.calls.filter((call) => call === 'probe')).toEqual([]);
    await sleeps.tick();
    expect(two.calls.filter((call) => call === 'probe')).toEqual(['probe']);
    expect(backend.pool.servers()[1]?.state).toBe('down');
    two.answers = true;
    await sleeps.tick();
    expect(backend.pool.servers()[1]?.state).toBe('up');
    expect(changes.map(({ state }) => state)).toEqual(['down', 'up']);
    expect(lines.at(-1)).toBe('info Fake at gpu2:8188 answers again: jobs are sent there again');
    expect(sleeps.waiting).toBe(0);
    expect(one.calls).toEqual([]);
  });

  it('takes out a server that fails 3 submissions in a row with its own 5xx, keeps it out for its time however its probe goes (doubled when taken out again), and counts a taken submission as the end of its streak', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    let now = 0;
    const sleeps = new FakeSleeps();
    const lines: string[] = [];
    const backend = new PooledBackend({ ...poolOver([one, two], sleeps, lines), now: () => now });
    const send = async (fail?: unknown) => {
      two.fail = fail;
      await backend.submit('', { prompt: 'owl' }, { server: 'gpu2:8188' }).catch(() => {});
    };
    const failed = () => new ServiceUnavailableError({ status: 500, refused: true });
    await send(failed());
    await send(failed());
    await send();
    await send(failed());
    await send(new ServiceUnavailableError({ status: 400 }));
    await send(failed());
    expect(backend.pool.servers()[1]?.state).toBe('up');
    await send(failed());
    expect(backend.pool.servers()[1]?.state).toBe('down');
    expect(lines).toEqual([
      'warn Fake at gpu2:8188 failed the last 3 jobs it was sent (HTTP 500): no job is sent there for 30 s, then once its probe passes',
    ]);
    await sleeps.tick();
    expect(two.calls.filter((call) => call === 'probe')).toEqual([]);
    now += 30_000;
    await sleeps.tick();
    expect(backend.pool.servers()[1]?.state).toBe('up');
    for (let at = 0; at < 3; at += 1) await send(failed());
    expect(lines.at(-1)).toContain('no job is sent there for 60 s');
    now += 60_000;
    await sleeps.tick();
    expect(backend.pool.servers()[1]?.state).toBe('up');
    await send();
    for (let at = 0; at < 3; at += 1) await send(failed());
    expect(lines.at(-1)).toContain('no job is sent there for 30 s');
    expect(one.calls).toEqual([]);
    // The last server up is never taken out: a fault of every server's would take them all.
    for (let at = 0; at < 4; at += 1) {
      one.fail = failed();
      await backend.submit('', { prompt: 'owl' }, { server: 'gpu1:8188' }).catch(() => {});
    }
    expect(backend.pool.servers().map(({ state }) => state)).toEqual(['up', 'down']);
    backend.close();
  });

  it('asks, every idleProbeEveryMs from the start’s probe, each server up that nothing heard from since: one found unreachable is down (said once) and asked again as any', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const sleeps = new FakeSleeps();
    const lines: string[] = [];
    const clock = { now: 1_000_000 };
    const options = { ...poolOver([one, two], sleeps, lines), now: () => clock.now };
    const backend = new PooledBackend({ ...options, idleProbeEveryMs: 30_000 });
    await backend.probe?.();
    await settle();
    expect(sleeps.asked).toEqual([30_000]);
    const probes = (server: FakeServer) => server.calls.filter((call) => call === 'probe').length;
    expect([probes(one), probes(two)]).toEqual([1, 1]);

    clock.now += 30_000;
    await backend.taskStatus('', 'gpu1:8188|t1');
    one.watch?.();
    two.answers = false;
    await sleeps.tick();
    await settle();
    // gpu1 answered a request in the last 30 s: not asked. gpu2, idle since the start: asked.
    expect([probes(one), probes(two)]).toEqual([1, 2]);
    expect(backend.pool.servers().map(({ state }) => state)).toEqual(['up', 'down']);
    expect(lines).toEqual([
      'warn Fake at gpu2:8188 stopped answering while idle (its probe found it unreachable): no job is sent there until it answers again; asked every 10 s',
    ]);
    expect(backend.pool.eligible({ prompt: 'owl' })).toEqual(['gpu1:8188']);

    two.answers = true;
    await sleeps.tick();
    await settle();
    expect(backend.pool.servers().map(({ state }) => state)).toEqual(['up', 'up']);
    backend.close();
    await settle();
    expect(sleeps.waiting).toBe(0);
  });

  it('reads a server’s own requests as they end (its watch), a task ended for silence as down, and an answer while down as the cue to ask it now', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend, sleeps } = poolOf(one, two);
    one.watch?.(new ServiceUnavailableError({ status: 502 }));
    expect(backend.pool.servers()[0]?.state).toBe('down');
    await settle();
    expect(sleeps.waiting).toBe(1);
    one.watch?.();
    await settle();
    expect(one.calls).toEqual(['probe']);
    expect(backend.pool.servers()[0]?.state).toBe('up');
    two.fail = new BackendDownError(60_000);
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toBeInstanceOf(BackendDownError);
    expect(backend.pool.servers()[1]?.state).toBe('down');
    backend.close();
    await settle();
    expect(sleeps.waiting).toBe(0);
    expect(two.calls).toEqual(['status t1']);
  });

  it('stops on a server that answers again the tasks left there while it was silent: one ended for its silence, one whose cancel could not reach it', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend, sleeps } = poolOf(one, two);
    two.fail = new BackendDownError(60_000);
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toBeInstanceOf(BackendDownError);
    two.fail = refused();
    await expect(backend.cancel?.('', 'gpu2:8188|t2')).rejects.toThrow();
    one.fail = new ServiceUnavailableError({ status: 500 });
    await expect(backend.taskStatus('', 'gpu1:8188|t3')).rejects.toThrow();
    expect(two.calls).toEqual(['status t1', 'cancel t2']);
    await settle();
    await sleeps.tick();
    await settle();
    expect(backend.pool.servers()[1]?.state).toBe('up');
    // t1's status is read again first: it is offered to its job only where it had finished.
    expect(two.calls).toEqual([
      'status t1',
      'cancel t2',
      'probe',
      'status t1',
      'cancel t1',
      'cancel t2',
    ]);
    expect(one.calls).toEqual(['status t3']);
    backend.close();
  });

  it('offers a task left on a silent server that it had finished to its job before the server takes jobs again; taken, it is not cancelled', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    const { backend, sleeps } = poolOf(one, two);
    two.fail = new BackendDownError(60_000);
    await expect(backend.taskStatus('', 'gpu2:8188|t1')).rejects.toBeInstanceOf(BackendDownError);
    two.fail = undefined;
    const offered: { taskId: string; up: string | undefined }[] = [];
    backend.pool.onLeftTaskDone(async (status) => {
      offered.push({ taskId: status.taskId, up: backend.pool.servers()[1]?.state });
      return true;
    });
    await settle();
    await sleeps.tick();
    await settle();
    expect(offered).toEqual([{ taskId: 'gpu2:8188|t1', up: 'down' }]);
    expect(backend.pool.servers()[1]?.state).toBe('up');
    expect(two.calls).toEqual(['status t1', 'probe', 'status t1']);
    backend.close();
  });

  it('asks every server at start: one unreachable is down quietly (its probe says why), the probe names each server', async () => {
    const [one, two] = [fakeServer(GPU1), fakeServer(GPU2)];
    two.answers = false;
    const { backend, lines, sleeps } = poolOf(one, two);
    const probe = await backend.probe?.();
    expect(probe?.url).toBe(`${GPU1}, ${GPU2}`);
    expect(probe?.servers?.map(({ url }) => url)).toEqual([GPU1, GPU2]);
    expect(probe?.problems.map(({ line }) => line)).toEqual([`cannot reach the fake at ${GPU2}`]);
    expect(backend.pool.servers().map(({ state }) => state)).toEqual(['up', 'down']);
    expect(lines).toEqual([]);
    await settle();
    // The down server's next ask, and the watch of servers up but quiet.
    expect(sleeps.asked.sort()).toEqual([10_000, 30_000]);
    backend.close();
  });
});
