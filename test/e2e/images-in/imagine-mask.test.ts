import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { encodeMask, filledPlane, fillRect } from '../../../src/region-edits/mask-alpha.js';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../../sandbox/mask-pictures.js';
import type { ComfyEnv } from '../comfyui/comfy-kit.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { startRegionEnv } from '../imagine/region-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from '../sd-webui/sd-webui-kit.js';

const BLUE: [number, number, number] = [30, 90, 200];
const region = { left: 64, top: 32, width: 96, height: 64 };

/** A 256×192 blue photo and a member's mask of it: transparent over {@link region}. */
async function photoAndMask(maskSize = { width: 256, height: 192 }) {
  const photo = await sourcePng(256, 192, BLUE);
  const scale = maskSize.width / 256;
  const plane = filledPlane(maskSize, 255);
  fillRect(
    plane,
    {
      left: region.left * scale,
      top: region.top * scale,
      width: region.width * scale,
      height: region.height * scale,
    },
    0,
  );
  return { photo, mask: await encodeMask(plane) };
}

function imagineMasked(env: BotEnv, photo: Buffer, mask: Buffer): Promise<InteractionRun> {
  return env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options: { prompt: 'a lantern on the table' },
    attachments: {
      image: { name: 'photo.png', data: photo },
      mask: { name: 'mask.png', data: mask },
    },
  });
}

/** The private notice a refused `/imagine` answers with. */
async function refusal(run: InteractionRun): Promise<string> {
  const { ephemeral } = await run.waitForAck();
  const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
  expect(notice.ephemeral).toBe(true);
  return notice.content;
}

describe('/imagine image: mask: changes only what the mask leaves transparent', {
  timeout: 90_000,
}, () => {
  let env: SdWebuiEnv | ComfyEnv | undefined;
  afterEach(() => env?.close());

  it('on the Stable Diffusion WebUI: img2img with the mask; every pixel outside it is the photo’s', async () => {
    const webui = await startSdWebuiEnv();
    env = webui;
    const { photo, mask } = await photoAndMask();
    const final = await waitForResult(await imagineMasked(webui, photo, mask), 45_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    const [call] = webui.webui.received();
    expect(call?.body).toMatchObject({ inpainting_mask_invert: 1, inpaint_full_res: true });
    const posted = final.attachments[0]?.bytes as Buffer;
    expect((await pixels(posted)).width).toBe(256);
    expect(await paintedOnlyIn(posted, region, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  });

  it('on ComfyUI: the shipped inpaint workflow, the mask put in with /upload/mask; a mask drawn at half the size is scaled to the photo', async () => {
    const comfy = await startRegionEnv.comfyui();
    env = comfy;
    const { photo, mask } = await photoAndMask({ width: 128, height: 96 });
    const final = await waitForResult(await imagineMasked(comfy, photo, mask), 45_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(comfy.comfy.stats.requests).toMatchObject({ upload_image: 1, upload_mask: 1 });
    const posted = final.attachments[0]?.bytes as Buffer;
    expect((await pixels(posted)).width).toBe(256);
    expect(await paintedOnlyIn(posted, region, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  });

  it('refuses privately, nothing sent: a mask without an image, a mask of other proportions, an opaque PNG', async () => {
    const webui = await startSdWebuiEnv();
    env = webui;
    const { photo } = await photoAndMask();
    const alone = await webui.discord.runCommand({
      channel: webui.channel,
      user: webui.user,
      name: 'imagine',
      options: { prompt: 'a lantern' },
      attachments: { mask: { name: 'mask.png', data: await maskPng(256, 192, region, 'alpha') } },
    });
    expect(await refusal(alone)).toContain('mask applies only to an image');
    const square = await maskPng(100, 100, region, 'alpha');
    expect(await refusal(await imagineMasked(webui, photo, square))).toContain(
      'The mask is 100×100 pixels but the image is 256×192',
    );
    const opaque = await sourcePng(256, 192);
    expect(await refusal(await imagineMasked(webui, photo, opaque))).toContain(
      'The mask has no transparent pixels',
    );
    expect(webui.webui.stats.requests.img2img ?? 0).toBe(0);
    expect(webui.discord.messages(webui.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual(
      [],
    );
  });
});
