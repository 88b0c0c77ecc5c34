import type { MessageView, Upload } from '../discord/index.js';
import { renderImage } from '../image-api/image-renderer.js';
import type { DemoSession } from './demo-session.js';
import type { DemoWorld } from './demo-world.js';
import type { Transcript } from './transcript.js';

/** Real milliseconds the private description may take. */
const STEP_TIMEOUT_MS = 30_000;

/** The photo alice brings from her own files: a picture the demo draws, named as a camera would. */
export async function demoPhoto(): Promise<Upload> {
  return {
    name: 'harbour.png',
    data: await renderImage({ width: 512, height: 384, prompt: 'a harbour', seed: 7 }),
  };
}

/** The reference alice gives beside her photo where the backend follows one: a lantern. */
export async function demoReference(): Promise<Upload> {
  return {
    name: 'lantern.png',
    data: await renderImage({ width: 384, height: 384, prompt: 'a red paper lantern', seed: 3 }),
  };
}

/**
 * What the server's backend does with an image: start from it (an edit), follow references
 * beside it, describe it.
 */
export function imagesInOf(world: DemoWorld) {
  const imagesIn = world.app.context.backends.fallback.backend.capabilities.imagesIn;
  return {
    edit: imagesIn?.edit !== undefined,
    references: (imagesIn?.edit?.references ?? 0) > 0,
    describe: imagesIn?.describe === true,
  };
}

/**
 * alice's `/<name> … image: <photo>` (`said`: the options before the image, as the transcript
 * shows them), run with the photo attached, and `reference:` where one is given.
 */
function runWithPhoto(
  world: DemoWorld,
  transcript: Transcript,
  command: { name: 'imagine' | 'describe'; said: string; options?: Record<string, string> },
  photo: Upload,
  reference?: Upload,
) {
  const { discord, channel, user } = world;
  const { t } = transcript;
  const { name, said, options = {} } = command;
  const image = `${t.command(name)} ${said}${t.name(`${name} image`)}: ${photo.name}`;
  const referred = reference ? ` ${t.name('imagine reference')}: ${reference.name}` : '';
  transcript.used(user.username, `${image}${referred}`);
  const attachments = { image: photo, ...(reference && { reference }) };
  return discord.runCommand({ channel, user, name, options, attachments, locale: t.locale });
}

/**
 * `/imagine prompt: … image: <photo>` (and `reference:` where the backend follows one): the photo
 * changed as the prompt says, a new public reply.
 */
export async function imagineFrom(
  world: DemoWorld,
  session: DemoSession,
  transcript: Transcript,
  prompt: string,
  photo: Upload,
  reference?: Upload,
): Promise<MessageView> {
  const said = `${transcript.t.name('imagine prompt')}: ${prompt} `;
  const run = await runWithPhoto(
    world,
    transcript,
    { name: 'imagine', said, options: { prompt } },
    photo,
    reference,
  );
  return session.generation(run);
}

/** `/describe image: <photo>`: the backend's words for it, privately, with Imagine this. */
export async function describePhoto(
  world: DemoWorld,
  session: DemoSession,
  transcript: Transcript,
  photo: Upload,
): Promise<MessageView> {
  const run = await runWithPhoto(world, transcript, { name: 'describe', said: '' }, photo);
  const answered = await run.waitForOriginal((m) => !m.loading, { timeout: STEP_TIMEOUT_MS });
  return session.show(answered);
}
