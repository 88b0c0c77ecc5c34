import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { forkClassifier, writeModelFile } from '../../src/safety/classifier-process.js';
import type { ClassifyReply } from '../../src/safety/classify-protocol.js';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A fresh home folder; the model file written into a folder of its own once. */
const home = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'classifier-home-'));
  folders.push(dir);
  return dir;
};
const modelPath = (async () => writeModelFile(join(await home(), 'model.onnx')))();

/** One image classified by a classifier process run with `env`, the process then stopped. */
async function classifyOnce(env: NodeJS.ProcessEnv): Promise<ClassifyReply> {
  const image = await renderImage({ width: 256, height: 256, prompt: 'a lake', seed: 3 });
  let answered: (reply: ClassifyReply) => void = () => {};
  const reply = new Promise<ClassifyReply>((resolve) => {
    answered = resolve;
  });
  const classifier = forkClassifier(
    await modelPath,
    { reply: (r) => answered(r), ended: () => {}, output: () => {} },
    env,
  );
  classifier.send({ id: 1, image });
  const answer = await reply;
  await classifier.stop();
  return answer;
}

describe('the classifier’s process', () => {
  it('writes nothing into the home folder: ONNX Runtime’s telemetry is off unless the operator turns it on', async () => {
    const quiet = await home();
    expect(await classifyOnce({ ...process.env, HOME: quiet })).toMatchObject({ id: 1 });
    expect(existsSync(join(quiet, '.cache'))).toBe(false);

    // ONNX Runtime turns its telemetry off by itself where it sees a CI service: not here.
    const { CI, TF_BUILD, GITHUB_ACTIONS, ...outsideCi } = process.env;
    const chosen = await home();
    await classifyOnce({ ...outsideCi, HOME: chosen, ORT_DISABLE_TELEMETRY: '0' });
    expect(existsSync(join(chosen, '.cache', 'Microsoft'))).toBe(true);
  }, 60_000);
});
