import { describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { call, connect, png, post, startComfy, upload } from './comfy-fixture.js';
import { probe, videoWorkflow } from './video-kit.js';

type FileRef = { filename: string; subfolder: string; type: string };

/** `SaveVideo`'s `encoding` on H.264 or AV1 as 39b885fa declares it (tooltips left out). */
const encoding = (crf: number, max: number) => [
  'COMFY_DYNAMICCOMBO_V3',
  {
    display_name: 'encoding mode',
    options: [
      { key: 'auto', inputs: { required: {} } },
      {
        key: 're-encode',
        inputs: { required: { crf: ['FLOAT', { default: crf, min: 0, max, step: 1 }] } },
      },
    ],
  },
];

/** `_save_video_codec_input(codecs)`. */
const codec = (codecs: string[], more: Record<string, unknown> = {}) => [
  'COMFY_DYNAMICCOMBO_V3',
  {
    ...more,
    options: codecs.map((key) =>
      key === 'auto'
        ? { key, inputs: { required: {} } }
        : {
            key,
            inputs: {
              required: {},
              optional: { encoding: key === 'h264' ? encoding(23, 51) : encoding(30, 63) },
            },
          },
    ),
  },
];

/** The video a finished prompt saved, and its bytes. */
async function videoOf(comfy: ComfyEmulator, promptId: string) {
  const outputs = (comfy.history(promptId)?.outputs ?? {}) as Record<string, { images: FileRef[] }>;
  const file = outputs['12']?.images[0] as FileRef;
  return { file, bytes: (await comfy.written('output', '', file.filename)) as Buffer };
}

describe('ComfyUI emulator: SaveVideo as 39b885fa declares it (its format a DynamicCombo with a crf)', () => {
  it('lists format as a DynamicCombo nesting the codec and its encoding’s crf, a hidden optional codec beside it, the video passed on', async () => {
    const { comfy, base } = await startComfy();
    const info = (await call(`${base}/object_info/SaveVideo`)).json.SaveVideo;
    const all = ['auto', 'h264', 'av1'];
    expect(info.input).toEqual({
      required: {
        video: ['VIDEO', {}],
        filename_prefix: ['STRING', { default: 'video/ComfyUI', multiline: false }],
        format: [
          'COMFY_DYNAMICCOMBO_V3',
          {
            options: ['auto', 'mp4', 'mkv', 'webm'].map((key) => ({
              key,
              inputs: { required: { codec: codec(key === 'webm' ? ['auto', 'av1'] : all) } },
            })),
          },
        ],
      },
      optional: { codec: codec(all, { hidden: true }) },
      hidden: { prompt: ['PROMPT'], extra_pnginfo: ['EXTRA_PNGINFO'] },
    });
    expect(info).toMatchObject({
      input_order: {
        required: ['video', 'filename_prefix', 'format'],
        optional: ['codec'],
        hidden: ['prompt', 'extra_pnginfo'],
      },
      output: ['VIDEO'],
      output_name: ['video'],
      output_node: true,
      display_name: 'Save Video',
      category: 'video',
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('validates the selected options’ inputs by their dotted keys, as validate_inputs does: a crf out of range, a re-encode without one', async () => {
    const { comfy, base } = await startComfy();
    await upload(base, png(64, 64), 'in.png');
    const withSave = (inputs: Record<string, unknown>) => {
      const graph = videoWorkflow('in.png');
      Object.assign((graph['12'] as { inputs: Record<string, unknown> }).inputs, inputs);
      return graph;
    };
    const tooHigh = await post(`${base}/prompt`, {
      prompt: withSave({
        'format.codec': 'h264',
        'format.codec.encoding': 're-encode',
        'format.codec.encoding.crf': 60,
      }),
    });
    // The frames' PreviewImages are valid outputs still: 200, SaveVideo listed in node_errors.
    expect(tooHigh.status).toBe(200);
    expect(tooHigh.json.node_errors['12'].errors).toEqual([
      {
        type: 'value_bigger_than_max',
        message: 'Value 60.0 bigger than max of 51.0',
        details: 'format.codec.encoding.crf',
        extra_info: {
          input_name: 'format.codec.encoding.crf',
          input_config: ['FLOAT', { default: 23, min: 0, max: 51, step: 1 }],
          received_value: 60,
        },
      },
    ]);
    const missing = await post(`${base}/prompt`, {
      prompt: withSave({ 'format.codec': 'h264', 'format.codec.encoding': 're-encode' }),
    });
    expect(missing.status).toBe(200);
    expect(missing.json.node_errors['12'].errors).toEqual([
      {
        type: 'required_input_missing',
        message: 'Required input is missing',
        details: 'crf',
        extra_info: { input_name: 'format.codec.encoding.crf' },
      },
    ]);
    // An option no DynamicCombo has adds nothing, its inputs unchecked (as on the server).
    const unknown = await post(`${base}/prompt`, {
      prompt: withSave({ 'format.codec': 'vp9', 'format.codec.encoding.crf': 99 }),
    });
    expect(unknown.status).toBe(200);
    expect(unknown.json.node_errors).toEqual({});
    expect(comfy.stats.violations).toEqual([]);
  });

  it('encodes H.264 at the crf given (a higher one a smaller file); resubmitted with only the crf changed, it runs SaveVideo alone', async () => {
    const { comfy, clock, base } = await startComfy({ videoGrain: 30 });
    await upload(base, png(64, 64, 'rgb(200, 120, 40)'), 'in.png');
    const at = (crf: number) => {
      const graph = videoWorkflow('in.png', { width: 192, height: 128, length: 17 });
      Object.assign((graph['12'] as { inputs: Record<string, unknown> }).inputs, {
        'format.codec': 'h264',
        'format.codec.encoding': 're-encode',
        'format.codec.encoding.crf': crf,
      });
      return graph;
    };
    const ws = await connect(comfy.wsUrl('bot'));
    const first = await post(`${base}/prompt`, { prompt: at(18), client_id: 'bot' });
    clock.advance(60_000);
    const sharp = await videoOf(comfy, first.json.prompt_id);
    const second = await post(`${base}/prompt`, { prompt: at(40), client_id: 'bot' });
    clock.advance(60_000);
    await ws.next('execution_success', (d) => d.prompt_id === second.json.prompt_id);
    const small = await videoOf(comfy, second.json.prompt_id);
    expect(await probe(small.bytes)).toMatchObject({ codec: 'h264', width: 192, frames: 17 });
    expect(small.bytes.length).toBeLessThan(sharp.bytes.length / 2);
    expect(small.file.filename).toBe('imagine-bot-animate_00002_.mp4');
    const cached = ws.messages.find(
      (m) => m.type === 'execution_cached' && m.data.prompt_id === second.json.prompt_id,
    )?.data.nodes as string[];
    expect(cached.sort()).toEqual(
      [
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '13',
        '14',
        '15',
        '16',
        '17',
        '18',
      ].sort(),
    );
    expect(comfy.stats.violations).toEqual([]);
  });

  it('runs a format naming no option without it, as the server calls execute: a TypeError when SaveVideo runs', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, png(64, 64), 'in.png');
    const graph = videoWorkflow('in.png');
    Object.assign((graph['12'] as { inputs: Record<string, unknown> }).inputs, { format: 'avi' });
    const ws = await connect(comfy.wsUrl('bot'));
    const queued = await post(`${base}/prompt`, { prompt: graph, client_id: 'bot' });
    expect(queued.status).toBe(200);
    clock.advance(60_000);
    expect(await ws.next('execution_error')).toMatchObject({
      node_id: '12',
      node_type: 'SaveVideo',
      exception_type: 'TypeError',
      exception_message: "SaveVideo.execute() missing 1 required positional argument: 'format'\n",
    });
    expect(comfy.stats.violations).toEqual([]);
  });
});
