import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDemo } from '../../../sandbox/demo/demo.js';
import { pngDimensions } from '../../../sandbox/demo/png-dimensions.js';
import { OTHERS_COLOR, SERIES_COLORS } from '../../../src/balance/usage-chart-data.js';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { imageWithMetadata } from '../../../src/safety/image-metadata.js';
import { decodePng, pixelsOfColor } from '../../helpers/png-pixels.js';

/** The budget line's red (see `usage-chart.ts`). */
const BUDGET_RED = '#D62728';

describe('npm run demo', { timeout: 60_000 }, () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-demo-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('plays the session through the emulators and saves the exact image served', async () => {
    const printed: string[] = [];
    const out = join(dir, 'out.png');
    const result = await runDemo({ out, timeScale: 0.02, write: (line) => printed.push(line) });
    const text = printed.join('\n');

    expect(printed).toEqual(result.transcript);
    expect(text).toContain('▶ alice used /apikey link');
    expect(text).toMatch(
      /modal “Link your API key”\n.*: sk-…[0-9a-f]{4} \(pasted in full, shown masked\)/,
    );
    expect(text).toMatch(
      /✅ Linked `sk-…[0-9a-f]{4}` to alice on the image service: 100 credits\./,
    );
    expect(text).not.toMatch(/sk-[0-9a-f]{8}/);
    expect(text).toContain('👁 only you can see this');
    expect(text).toContain('▶ alice used /balance');
    expect(text).toContain('│ Your key: 100 credits');
    expect(text).toContain('▶ alice used /settings');
    expect(text).toContain('▶ alice chose “Workflow: anime” in “Workflow…”');
    expect(text).toContain('[ Workflow: anime ⌄ ]');
    expect(text).toContain('│ Workflow: anime · set here');
    expect(text).toContain(
      '▶ alice used /imagine prompt: a lighthouse on a cliff at dusk, oil painting style: oil-painting',
    );
    expect(text).toContain('▶ alice clicked [ ℹ️ Details ]');
    expect(text).toContain(
      '│ Style oil-painting, prompt sent:\n      │ an oil painting of a lighthouse on a cliff at dusk',
    );
    expect(text).toContain('│ Workflow: your settings · Size: built in');
    expect(text).toContain('│ Workflow: anime   Size: 512×512');
    expect(text).toMatch(/edit +\d+ +\+\d+\.\d\d s +│ 🎨 Generating/);
    expect(text).toMatch(/│ [▰▱]{10} \d+% done · (Started|Ready) \d\d:\d\d:\d\d[.,]/);
    expect(text).toMatch(
      /│ 🖼️ imagine-\d+\.png \(image\/png, [\d.]+ KB, 512×512\) — “a lighthouse on a cliff at dusk, oil painting \(seed \d+\)”/,
    );
    expect(text).toContain('[ 🎲 Re-roll ] [ 🎛️ Remix ] [ ℹ️ Details ] [ 🗑️ Delete ]');
    expect(text).toContain('▶ alice clicked [ 🎲 Re-roll ]');
    expect(text.match(/│ ✅ Image ready/g)?.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`Saved the re-rolled image to ${out}`);
    expect(text).toContain(
      '▶ alice used /imagine prompt: a lighthouse on a cliff at dusk, oil painting count: 4',
    );
    expect(text).toContain('│ -# 4 images = 4 generations on your key.');
    expect(text).toContain('│ ✅ 4 images ready');
    expect(text).toMatch(
      /(│ 🖼️ imagine-\d+(\.\d)?\.png \(image\/png, [\d.]+ KB, 512×512\) — “Image [1-4] of 4: [^”]+ \(seed \d+\)”\n\s+){4}/,
    );
    expect(text).toContain(
      '[ One image: re-roll or remix… ⌄ ] 🎲 Re-roll image 1 · 🎛️ Remix image 1',
    );
    expect(text).toContain('[ 🎲 Re-roll all ] [ 🎛️ Remix ] [ ℹ️ Details ] [ 🗑️ Delete ]');
    expect(text).toContain(
      '(one card: a gallery of the 4 images at full size, each its own attachment with alt text)',
    );
    expect(text).toContain('▶ alice clicked [ 🎛️ Remix ]');
    expect(text).toMatch(
      /🗔 modal “Remix”\n\s+Prompt: a lighthouse in a storm at night, oil painting/,
    );
    const kept = /\n\s+\[ Seed: Same seed \((\d+)\) ⌄ \] Seed: Same seed/.exec(text)?.[1];
    expect(text).toContain('▶ alice chose “Landscape (3:2)” in “Size”');
    expect(text).toMatch(/\n\s+\[ Size: Landscape \(3:2\) ⌄ \] Size: Square/);
    expect(text).toContain('[ 🎨 Generate ] [ ✏️ Edit prompt ]');
    expect(text).toContain(`│ 1. ✅ Seed ${kept}`);
    expect(text).toContain(`│ 2. ✅ Seed ${Number(kept) + 1}`);

    const written = await readFile(out);
    expect(written.equals(result.servedImage)).toBe(true);
    expect(written.equals(result.image)).toBe(true);
    expect(pngDimensions(written)).toEqual({ width: 512, height: 512 });

    expect(text).toContain(
      '▶ bob used /imagine prompt: a lighthouse on a cliff at dusk, oil painting',
    );
    expect(text).toContain('▶ alice used /balance usage: True');
    expect(text).toContain('▶ mei used /imagine prompt:');
    expect(text).toContain(
      "(filled in for the demo: 8 members' use of the server key on each of the last 29 days, within a daily budget of 14 generations)",
    );
    expect(text).toMatch(/│ @mei: today 1 \(1 credit\) · 7 days \d+ \(\d+ credits\) · 30 days \d+/);
    expect(text).toMatch(/│ @ana: today 0 \(0 credits\) · 7 days \d+/);
    expect(text).toContain('│ image: usage.png (attached)');
    const chart = await readFile(join(dir, 'out-usage.png'));
    expect(result.chartPath).toBe(join(dir, 'out-usage.png'));
    expect(result.chart && chart.equals(result.chart)).toBe(true);
    expect(pngDimensions(chart)).toEqual({ width: 960, height: 480 });
    // The month seeded before the demo's day: five members stacked, everyone else, the budget.
    const pixels = (await decodePng(chart)).data;
    for (const color of [...SERIES_COLORS, OTHERS_COLOR]) {
      expect(pixelsOfColor(pixels, color), color).toBeGreaterThan(500);
    }
    expect(pixelsOfColor(pixels, BUDGET_RED)).toBeGreaterThan(150);
    expect(text).toContain(`Saved the usage chart of /balance usage:True to ${result.chartPath}`);
    expect(text).toContain('(left out: this backend takes no image, so the card offers no Edit)');
    expect(text).toContain(
      '(left out: this backend does not upscale, so the card offers no Upscale)',
    );
    expect(text).toContain('── 13. Start from a photo of her own: /imagine image:');
    expect(text).toContain(
      '(left out: this backend takes no image, so it refuses /imagine image:)',
    );
    expect(text).toContain('(left out: this backend does not describe images)');
  });

  it('plays the whole session in the member’s language with --locale zh-CN', async () => {
    const printed: string[] = [];
    const out = join(dir, 'zh.png');
    await runDemo({ out, timeScale: 0.02, locale: 'zh-CN', write: (line) => printed.push(line) });
    const text = printed.join('\n');
    expect(text).toContain('服务器“演示服务器”');
    expect(text).toContain('▶ alice 使用了 /密钥 绑定');
    expect(text).toMatch(/🗔 表单“绑定你的 API 密钥”\n.*sk-…[0-9a-f]{4}（完整粘贴，遮挡显示）/);
    expect(text).toMatch(/✅ 已将 `sk-…[0-9a-f]{4}` 绑定到图像服务账户 alice：100 积分。/);
    expect(text).toContain('👁 只有你能看到');
    expect(text).toContain('│ 你的密钥: 100 积分');
    expect(text).toContain(
      '▶ alice 使用了 /画图 提示词: 黄昏时分悬崖上的灯塔，油画 风格: oil-painting',
    );
    expect(text).toContain('▶ alice 使用了 /设置');
    expect(text).toContain('│ 工作流: anime · 在此设置');
    expect(text).toMatch(/编辑 +\d+ +\+\d+\.\d\d s +│ 🎨 生成中/);
    expect(text).toContain('[ 🎲 重新抽取 ] [ 🎛️ 混搭 ] [ ℹ️ 详情 ] [ 🗑️ 删除 ]');
    expect(text).toContain('▶ alice 点击了 [ 🎲 重新抽取 ]');
    expect(text.match(/│ ✅ 图片已生成/g)?.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`已将重新抽取的图片保存到 ${out}`);
    const english = /\b(used|clicked|credits|Image ready|only you|Generating|edits? after|Saved)\b/;
    expect(printed.filter((line) => english.test(line))).toEqual([]);
  });

  it('plays the member’s story on the AI Horde emulator with --backend horde', async () => {
    const printed: string[] = [];
    const out = join(dir, 'horde.webp');
    const result = await runDemo({
      out,
      backend: 'horde',
      timeScale: 0.02,
      write: (line) => printed.push(line),
    });
    const text = printed.join('\n');

    expect(text).toContain('AI Horde (emulated): user alice with 1,500 kudos');
    expect(text).toContain('(alice copied one from aihorde.net)');
    expect(text).toContain('✅ Linked `…0001` to alice#1 on AI Horde: 1,500 kudos.');
    expect(text).not.toContain('alice-horde-key');
    expect(text).toContain('│ Your key: 1,500 kudos');
    expect(text).not.toContain('▶ alice used /settings');
    expect(text).toContain('/apikey generate is not offered there');
    expect(text).toMatch(
      /│ 🖼️ imagine-\d+\.webp \(image\/webp, [\d.]+ KB, 512×512\) — “a lighthouse on a cliff at dusk, oil painting \(seed \d+\)”/,
    );
    expect(text).toMatch(/Cost \d+ kudos · Requested by @alice/);
    expect(text).toContain('▶ alice clicked [ 🎲 Re-roll ]');
    expect(text).toContain('│ ✅ 4 images ready');
    expect(text).toMatch(/edit +\d+ +\+\d+\.\d\d s +│ 🎨 Generating/);
    expect(text).toContain('▶ alice clicked [ 🎛️ Remix ]');
    // Landscape on the Horde's default model, SD 1.5 by its model reference: its 768×512 bucket.
    expect(text).toContain('Size 768×512');
    expect(text).not.toContain('▶ bob used');
    expect(text).toContain(`Saved the re-rolled image to ${out}`);
    expect(text).toContain('byte for byte the WebP the AI Horde served.');

    const written = await readFile(out);
    expect(written.equals(result.servedImage)).toBe(true);
    expect(written.equals(result.image)).toBe(true);
    expect(imageFormatOf(written)).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(result.chart).toBeUndefined();
    expect(text).toContain('▶ alice clicked [ 🖌️ Edit ]');
    expect(text).toContain('What to change: the same lighthouse under a starry night sky');
    expect(text).toContain('│ -# ✏️ Edited from imagine-');
    expect(text).toContain('▶ alice clicked [ 🔍 Upscale ×2 ]');
    expect(text).toMatch(
      /│ -# 🔍 Upscaled ×2 from imagine-[\d]+\.webp\n[\s\S]*?🖼️ imagine-\d+\.webp \(image\/webp, [\d.]+ KB, 1024×1024\)/,
    );
    expect(text).toContain(
      '▶ alice used /imagine prompt: the same harbour at night, lanterns lit image: harbour.png',
    );
    expect(text).toMatch(/│ -# ✏️ Edited from harbour\.png/);
    expect(text).toContain('▶ alice used /describe image: harbour.png');
    expect(text).toContain('📝 What the image shows');
  });

  it('plays the member’s story on the ComfyUI emulator with --backend comfyui', async () => {
    const printed: string[] = [];
    const out = join(dir, 'comfy.png');
    const result = await runDemo({
      out,
      backend: 'comfyui',
      // The demo's own speed: at 0.02 a loaded machine could end a sampling before the bot had
      // shown one of its previews (seen once at load 5).
      timeScale: 0.05,
      write: (line) => printed.push(line),
    });
    const text = printed.join('\n');

    expect(text).toContain(
      'ComfyUI (emulated): the server owner’s own GPU, with the workflows sd15-fast and sd15-detailed',
    );
    expect(text).toContain('── 1. Try to link an API key (ComfyUI takes none)');
    expect(text).toContain('ComfyUI takes no API keys: you can generate here without linking one.');
    expect(text).not.toContain('🗔 modal “Link your API key”');
    expect(text).toContain('ComfyUI keeps no balance');
    expect(text).not.toContain('⚠️ ComfyUI');
    expect(text).not.toContain('▶ alice used /settings');
    expect(text).toContain(
      '▶ alice used /imagine prompt: a lighthouse on a cliff at dusk, oil painting style: oil-painting workflow: sd15-detailed',
    );
    expect(text).toMatch(/│ [▰▱]{10} \d+% done · (Started|Ready) \d\d:\d\d:\d\d/);
    expect(text).toMatch(
      /│ 🖼️ preview-[\d.-]+\.jpg \(image\/jpeg, [\d,.]+ (bytes|KB), \d+×\d+\) — “Preview while it is generated: a lighthouse on a cliff at dusk, oil painting”/,
    );
    expect(text).toMatch(
      /│ -# Workflow sd15-detailed · Size 512×512 · Seed \d+ · Duration [\d:]+ · Requested by @alice/,
    );
    expect(text).toContain('▶ alice clicked [ 🎲 Re-roll ]');
    expect(text).toContain('│ 4. ⏳ Waiting for a free slot Position 3 in the queue.');
    expect(text).toContain('│ ✅ 4 images ready');
    expect(text).toContain('▶ alice clicked [ 🎛️ Remix ]');
    expect(text).toMatch(
      /│ 🖼️ imagine-[\d.]+\.png \(image\/png, [\d.]+ KB, 768×512\) — “Image 4 of 4: a lighthouse in a storm at night, oil painting \(seed \d+\)”/,
    );
    expect(text).toContain('(left out on ComfyUI: no server key is set in this demo)');
    expect(text).not.toContain('▶ bob used');
    expect(text).toContain(
      'the PNG ComfyUI served without the metadata it wrote in the file (its workflow), every other byte as served.',
    );

    // ComfyUI's SaveImage writes the whole workflow in the PNG; the bot posts it without.
    const written = await readFile(out);
    expect(written.equals(result.image)).toBe(true);
    expect(result.servedImage.includes('tEXtprompt')).toBe(true);
    expect(written.includes('tEXtprompt')).toBe(false);
    expect(written.equals(imageWithMetadata(result.servedImage, 'png', 'strip', () => ''))).toBe(
      true,
    );
    expect(pngDimensions(written)).toEqual({ width: 512, height: 512 });
    expect(result.chart).toBeUndefined();
    // The shipped Qwen-Image-Edit-2509 registered beside SD 1.5's: edits follow the words.
    expect(text).toContain('│ -# ✏️ Edited with words from imagine-');
    expect(text).toMatch(
      /│ -# 🔍 Upscaled ×2 from imagine-\d+\.png\n[\s\S]*?🖼️ imagine-\d+\.png \(image\/png, [\d.]+ KB, 1024×1024\)/,
    );
    // The shipped inpainting workflow registered: the card's Vary (Region) and Zoom out run.
    expect(text).toContain('▶ alice clicked [ 🖌️ Vary (Region) ]');
    expect(text).toMatch(/│ -# 🖌️ Region varied from imagine-\d+\.png/);
    expect(text).toContain('▶ alice clicked [ 🔍 Zoom out 2× ]');
    expect(text).toContain(
      '▶ alice used /imagine prompt: the same harbour at night, lanterns lit image: harbour.png reference: lantern.png',
    );
    expect(text).toMatch(/│ -# ✏️ Edited with words from harbour\.png · 🖼️ with 1 reference/);
    expect(text).toContain('(left out: this backend does not describe images)');
    // The shipped animate workflow registered: the card's 🎬 Animate posts a video.
    expect(text).toContain('▶ alice clicked [ 🎬 Animate (low motion) ]');
    expect(text).toContain('Motion prompt (optional): the stars turn slowly above the lighthouse');
    expect(text).toMatch(/│ -# 🎬 Animated \(low motion\) from imagine-\d+\.png/);
    expect(text).toMatch(/│ 🖼️ imagine-\d+\.mp4 \(video\/mp4, [\d.]+ KB\)/);
  });

  it('plays the member’s story on the Stable Diffusion WebUI emulator with --backend sd-webui', async () => {
    const printed: string[] = [];
    const out = join(dir, 'webui.png');
    const result = await runDemo({
      out,
      backend: 'sd-webui',
      // As on ComfyUI: at 0.05 a generation's 50 steps last 1 s, long enough to show a preview.
      timeScale: 0.05,
      write: (line) => printed.push(line),
    });
    const text = printed.join('\n');

    expect(text).toContain(
      'Stable Diffusion WebUI (emulated): the server owner’s own GPU, with the models v1-5-pruned-emaonly and sd_xl_base_1.0',
    );
    expect(text).toContain('── 1. Try to link an API key (Stable Diffusion WebUI takes none)');
    expect(text).toContain('Stable Diffusion WebUI takes no API keys');
    expect(text).not.toContain('🗔 modal “Link your API key”');
    expect(text).toContain('Stable Diffusion WebUI keeps no balance');
    expect(text).not.toContain('⚠️ Stable Diffusion WebUI');
    expect(text).not.toContain('▶ alice used /settings');
    expect(text).toContain(
      '(left out on Stable Diffusion WebUI: the model is chosen in /imagine itself, below)',
    );
    expect(text).toContain(
      '▶ alice used /imagine prompt: a lighthouse on a cliff at dusk, oil painting style: oil-painting model: v1-5-pruned-emaonly lora: add_detail:0.6',
    );
    expect(text).toContain('LoRAs add\\_detail ×0.6');
    expect(text).toMatch(/│ [▰▱]{10} \d+% done/);
    expect(text).toMatch(
      /│ 🖼️ preview-[\d.-]+\.png \(image\/png, [\d,.]+ (bytes|KB), \d+×\d+\) — “Preview while it is generated: a lighthouse on a cliff at dusk, oil painting”/,
    );
    expect(text).toMatch(
      /│ -# Size 512×512 · Steps 50 · Seed \d+ · CFG 7 · Model v1-5-pruned-emaonly · Sampler Euler · LoRAs add\\_detail ×0\.6 · Duration [\d:]+ · Requested by @alice/,
    );
    expect(text).toContain('▶ alice clicked [ 🎲 Re-roll ]');
    expect(text).toContain('│ ✅ 4 images ready');
    expect(text).toContain('▶ alice clicked [ 🎛️ Remix ]');
    expect(text).toMatch(
      /│ 🖼️ imagine-[\d.]+\.png \(image\/png, [\d.]+ KB, 1216×832\) — “Image 4 of 4: a lighthouse in a storm at night, oil painting \(seed \d+\)”/,
    );
    expect(text).toContain(
      '(left out on Stable Diffusion WebUI: no server key is set in this demo)',
    );
    expect(text).not.toContain('▶ bob used');
    expect(text).toContain(
      'the PNG Stable Diffusion WebUI served without the generation parameters it wrote in the file, every other byte as served.',
    );

    // The WebUI writes its infotext in a `parameters` chunk; the bot posts the image without.
    const written = await readFile(out);
    expect(written.equals(result.image)).toBe(true);
    expect(result.servedImage.includes('tEXtparameters')).toBe(true);
    expect(written.includes('tEXtparameters')).toBe(false);
    expect(written.equals(imageWithMetadata(result.servedImage, 'png', 'strip', () => ''))).toBe(
      true,
    );
    expect(pngDimensions(written)).toEqual({ width: 512, height: 512 });
    expect(result.chart).toBeUndefined();
    expect(text).toContain('▶ alice clicked [ 🖌️ Edit ]');
    expect(text).toContain('What to change: the same lighthouse under a starry night sky');
    expect(text).toContain('│ -# ✏️ Edited from imagine-');
    expect(text).toContain('▶ alice clicked [ 🔍 Upscale ×2 ]');
    expect(text).toMatch(
      /│ -# 🔍 Upscaled ×2 from imagine-\d+\.png\n[\s\S]*?🖼️ imagine-\d+\.png \(image\/png, [\d.]+ KB, 1024×1024\)/,
    );
    expect(text).toContain(
      '▶ alice used /imagine prompt: the same harbour at night, lanterns lit image: harbour.png',
    );
    expect(text).toMatch(/│ -# ✏️ Edited from harbour\.png/);
    expect(text).toContain(
      '── 11. Change part of it: 🖌️ Vary (Region), then choose cells in the picker',
    );
    expect(text).toContain('▶ alice clicked [ 🖌️ Vary (Region) ]');
    expect(text).toMatch(/📎 region-picker\.webp \(image\/webp/);
    expect(text).toContain('“B2, C2, B3, C3”');
    expect(text).toContain('▶ alice clicked [ 🖌️ Vary region ]');
    expect(text).toMatch(/│ -# 🖌️ Region varied from imagine-\d+\.png/);
    expect(text).toContain('▶ alice clicked [ 🔍 Zoom out 2× ]');
    expect(text).toMatch(
      /│ -# 🔍 Zoomed out 2× from imagine-\d+\.png\n[\s\S]*?🖼️ imagine-\d+\.png \(image\/png, [\d.]+ KB, 1024×1024\)/,
    );
    expect(text).toContain('▶ alice used /describe image: harbour.png');
    expect(text).toContain('📝 What the image shows');
  });

  it('plays the member’s story on the OpenAI Images emulator with --backend openai-images', async () => {
    const printed: string[] = [];
    const out = join(dir, 'openai.png');
    const result = await runDemo({
      out,
      backend: 'openai-images',
      // Partial images arrive a third of the way through: at 0.05 a generation lasts 1.25 s, long
      // enough for the card to show one under load.
      timeScale: 0.05,
      write: (line) => printed.push(line),
    });
    const text = printed.join('\n');

    expect(text).toContain('OpenAI Images (emulated): model gpt-image-1');
    expect(text).toContain('(alice created one on platform.openai.com)');
    expect(text).toMatch(
      /🗔 modal “Link your API key”\n.*: sk-…0001 \(pasted in full, shown masked\)/,
    );
    expect(text).toContain('✅ Linked `sk-…0001` on OpenAI: 0 images.');
    expect(text).not.toContain('sk-proj-demo');
    expect(text).toContain(
      '│ Your key: OpenAI keeps no balance for API keys. Used on this key through the bot this month: 0 images, 0 tokens.',
    );
    expect(text).not.toContain('▶ alice used /settings');
    expect(text).toMatch(
      /│ 🖼️ preview-[\d.-]+\.png \(image\/png, [\d.]+ KB, 1024×1024\) — “Preview while it is generated(, image 1 of 2)?: a lighthouse on a cliff at dusk, oil painting”/,
    );
    expect(text).toMatch(
      /│ 🖼️ imagine-\d+\.png \(image\/png, [\d.]+ KB, 1024×1024\) — “a lighthouse on a cliff at dusk, oil painting \(seed random\)”/,
    );
    expect(text).toMatch(/· Cost [\d,]+ tokens · Requested by @alice/);
    expect(text).toContain('▶ alice clicked [ 🎲 Re-roll ]');
    expect(text).toContain(
      '▶ alice used /imagine prompt: a lighthouse on a cliff at dusk, oil painting count: 2',
    );
    expect(text).toContain('│ ✅ 2 images ready');
    expect(text).toContain('▶ alice clicked [ 🎛️ Remix ]');
    expect(text).toMatch(
      /│ 🖼️ imagine-[\d.]+\.png \(image\/png, [\d.]+ KB, 1536×1024\) — “Image 2 of 2: a lighthouse in a storm at night, oil painting/,
    );
    expect(text).toContain('(left out on OpenAI: no server key is set in this demo)');
    expect(text).toContain('byte for byte the PNG OpenAI served.');

    const written = await readFile(out);
    expect(written.equals(result.servedImage)).toBe(true);
    expect(written.equals(result.image)).toBe(true);
    expect(pngDimensions(written)).toEqual({ width: 1024, height: 1024 });
    expect(result.chart).toBeUndefined();
    expect(text).toContain('│ -# ✏️ Edited with words from imagine-');
    expect(text).toContain(
      '(left out: this backend does not upscale, so the card offers no Upscale)',
    );
    expect(text).toContain(
      '▶ alice used /imagine prompt: the same harbour at night, lanterns lit image: harbour.png reference: lantern.png',
    );
    expect(text).toMatch(/│ -# ✏️ Edited with words from harbour\.png · 🖼️ with 1 reference/);
    expect(text).toContain('(left out: this backend does not describe images)');
  });

  it('prints only the summary line when quiet', async () => {
    const printed: string[] = [];
    const result = await runDemo({
      out: join(dir, 'quiet.png'),
      quiet: true,
      timeScale: 0.02,
      write: (line) => printed.push(line),
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^Saved the re-rolled image to .*quiet\.png: [\d.]+ KB, 512×512 pixels/,
    );
    expect(result.transcript.length).toBeGreaterThan(30);
  });
});
