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

/** What the server's backend does with an image: start from it (an edit), describe it. */
export function imagesInOf(world: DemoWorld) {
  const imagesIn = world.app.context.backends.fallback.backend.capabilities.imagesIn;
  return { edit: imagesIn?.edit !== undefined, describe: imagesIn?.describe === true };
}

/**
 * alice's `/<name> … image: <photo>` (`said`: the options before the image, as the transcript
 * shows them), run with the photo attached.
 */
function runWithPhoto(
  world: DemoWorld,
  transcript: Transcript,
  command: { name: 'imagine' | 'describe'; said: string; options?: Record<string, string> },
  photo: Upload,
) {
  const { discord, channel, user } = world;
  const { t } = transcript;
  const { name, said, options = {} } = command;
  const image = `${t.command(name)} ${said}${t.name(`${name} image`)}: ${photo.name}`;
  transcript.used(user.username, image);
  const attachments = { image: photo };
  return discord.runCommand({ channel, user, name, options, attachments, locale: t.locale });
}

/** `/imagine prompt: … image: <photo>`: the photo changed as the prompt says, a new public reply. */
export async function imagineFrom(
  world: DemoWorld,
  session: DemoSession,
  transcript: Transcript,
  prompt: string,
  photo: Upload,
): Promise<MessageView> {
  const said = `${transcript.t.name('imagine prompt')}: ${prompt} `;
  const run = await runWithPhoto(
    world,
    transcript,
    { name: 'imagine', said, options: { prompt } },
    photo,
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
