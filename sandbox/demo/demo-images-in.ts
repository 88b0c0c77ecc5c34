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

/** `/imagine prompt: … image: <photo>`: the photo changed as the prompt says, a new public reply. */
export async function imagineFrom(
  world: DemoWorld,
  session: DemoSession,
  transcript: Transcript,
  prompt: string,
  photo: Upload,
): Promise<MessageView> {
  const { discord, channel, user } = world;
  const { t } = transcript;
  transcript.used(
    user.username,
    `${t.command('imagine')} ${t.name('imagine prompt')}: ${prompt} ${t.name('imagine image')}: ${photo.name}`,
  );
  const run = await discord.runCommand({
    channel,
    user,
    name: 'imagine',
    options: { prompt },
    attachments: { image: photo },
    locale: t.locale,
  });
  return session.generation(run);
}

/** `/describe image: <photo>`: the backend's words for it, privately, with Imagine this. */
export async function describePhoto(
  world: DemoWorld,
  session: DemoSession,
  transcript: Transcript,
  photo: Upload,
): Promise<MessageView> {
  const { discord, channel, user } = world;
  const { t } = transcript;
  transcript.used(
    user.username,
    `${t.command('describe')} ${t.name('describe image')}: ${photo.name}`,
  );
  const run = await discord.runCommand({
    channel,
    user,
    name: 'describe',
    attachments: { image: photo },
    locale: t.locale,
  });
  const answered = await run.waitForOriginal((m) => !m.loading, { timeout: STEP_TIMEOUT_MS });
  return session.show(answered);
}
