import { pythonRepr } from '../../emulator-kit/python-text.js';
import { hasDynamicFormat, type SaveVideoFacts, saveVideoChoice } from './save-video-choice.js';

/** Where the emulated server is installed: the paths its exceptions and tracebacks name. */
export const COMFY_ROOT = '/home/comfy/ComfyUI';

/** What a failing node raises, as `execution_error` reports it. */
export interface NodeFailure {
  readonly exceptionType: string;
  /** `"{ex}\n{tips}"`, as execution.py formats it. */
  readonly exceptionMessage: string;
  /** `traceback.format_tb`: one string per frame, each its `File …` line and its source line. */
  readonly traceback: readonly string[];
}

/** The OOM tips execution.py appends to the message of a `torch.OutOfMemoryError`. */
const OOM_TIPS =
  'This error means you ran out of memory on your GPU.\n\nTIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.';

/** The frames every node's exception passes through (execution.py's `execute` down to the node). */
function frames(...own: readonly string[]): string[] {
  return [
    `  File "${COMFY_ROOT}/execution.py", line 496, in execute\n    output_data, output_ui, has_subgraph, has_pending_tasks = await get_output_data(prompt_id, unique_id, obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n`,
    `  File "${COMFY_ROOT}/execution.py", line 315, in get_output_data\n    return_values = await _async_map_node_over_list(prompt_id, unique_id, obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n`,
    `  File "${COMFY_ROOT}/execution.py", line 289, in _async_map_node_over_list\n    await process_inputs(input_dict, i)\n`,
    `  File "${COMFY_ROOT}/execution.py", line 277, in process_inputs\n    result = f(**inputs)\n`,
    ...own,
  ];
}

/**
 * What node `classType` raises when the node error fault fails it, as the real server reports
 * it: a checkpoint loader cannot read its model (`comfy/sd.py`: a RuntimeError naming the file's
 * full path); any other node runs out of GPU memory (PyTorch's `torch.OutOfMemoryError`, with
 * execution.py's tips).
 */
export function nodeFailure(
  classType: string,
  inputs: Readonly<Record<string, unknown>>,
): NodeFailure {
  if (classType === 'CheckpointLoaderSimple') {
    const path = `${COMFY_ROOT}/models/checkpoints/${String(inputs.ckpt_name)}`;
    return {
      exceptionType: 'RuntimeError',
      exceptionMessage: `ERROR: Could not detect model type of: ${path}\n\n`,
      traceback: frames(
        `  File "${COMFY_ROOT}/nodes.py", line 578, in load_checkpoint\n    out = comfy.sd.load_checkpoint_guess_config(ckpt_path, output_vae=True, output_clip=True, embedding_directory=folder_paths.get_folder_paths("embeddings"))\n`,
        `  File "${COMFY_ROOT}/comfy/sd.py", line 1176, in load_checkpoint_guess_config\n    raise RuntimeError("ERROR: Could not detect model type of: {}\\n{}".format(ckpt_path, model_detection_error_hint(ckpt_path, sd)))\n`,
      ),
    };
  }
  return {
    exceptionType: NODE_ERROR.exceptionType,
    exceptionMessage: NODE_ERROR.exceptionMessage,
    traceback: frames(
      `  File "${COMFY_ROOT}/nodes.py", line 1525, in sample\n    return common_ksampler(model, seed, steps, cfg, sampler_name, scheduler, positive, negative, latent_image, denoise=denoise)\n`,
      `  File "${COMFY_ROOT}/comfy/model_management.py", line 1045, in cast_to\n    r = torch.empty_like(weight, dtype=dtype, device=device)\n`,
    ),
  };
}

/** What the node error fault raises outside a checkpoint loader, as PyTorch does when the GPU runs out of memory. */
export const NODE_ERROR = {
  exceptionType: 'torch.OutOfMemoryError',
  exceptionMessage: `Allocation on device 0 would exceed allowed memory. (out of memory)\nCurrently allocated     : 7.21 GiB\nRequested               : 2.00 GiB\n${OOM_TIPS}`,
} as const;

/** The plan facts {@link ownFailure} reads. */
export interface FailureFacts extends SaveVideoFacts {
  classOf(id: string): string;
  upscaleFactor(loader: string): number | undefined;
  loadedFile(id: string): {
    at: { type: string; subfolder: string; filename: string };
    file: { image: unknown } | undefined;
  };
}

/**
 * What node `id` raises on its own when it runs, as the real server reports it, or undefined:
 * a `LoadImage` whose uploaded file is no image Pillow opens (`PIL.UnidentifiedImageError`,
 * naming its path; uploads are not checked), an `UpscaleModelLoader` naming a model that is not
 * in `models/upscale_models` (`FileNotFoundError`: a V3 combo is not checked at validation), a
 * video output whose format or codec it cannot write.
 */
export function ownFailure(plan: FailureFacts, id: string): NodeFailure | undefined {
  const classType = plan.classOf(id);
  if (classType === 'LoadImage') {
    const { at, file } = plan.loadedFile(id);
    if (!file || file.image) return undefined;
    const sub = at.subfolder === '' ? '' : `${at.subfolder}/`;
    const path = `${COMFY_ROOT}/${at.type}/${sub}${at.filename}`;
    return {
      exceptionType: 'PIL.UnidentifiedImageError',
      exceptionMessage: `cannot identify image file '${path}'\n`,
      traceback: frames(
        `  File "${COMFY_ROOT}/nodes.py", line 1647, in load_image\n    img = node_helpers.pillow(Image.open, image_path)\n`,
        `  File "${COMFY_ROOT}/node_helpers.py", line 31, in pillow\n    x = fn(arg)\n`,
      ),
    };
  }
  if (classType === 'UpscaleModelLoader' && plan.upscaleFactor(id) === undefined) {
    const name = String(plan.input(id, 'model_name'));
    return {
      exceptionType: 'FileNotFoundError',
      exceptionMessage: `Model in folder 'upscale_models' with filename '${name}' not found.\n`,
      traceback: frames(
        `  File "${COMFY_ROOT}/comfy_extras/nodes_upscale_model.py", line 35, in execute\n    model_path = folder_paths.get_full_path_or_raise("upscale_models", model_name)\n`,
        `  File "${COMFY_ROOT}/folder_paths.py", line 308, in get_full_path_or_raise\n    raise FileNotFoundError(f"Model in folder '{folder_name}' with filename '{filename}' not found.")\n`,
      ),
    };
  }
  if (classType === 'SaveVideo' || classType === 'SaveWEBM') return videoFailure(plan, id);
  return undefined;
}

/** Python 3.12's frames of an enum lookup that fails (`Enum.__call__`, then `__new__`'s raise). */
const ENUM_FRAMES = [
  `  File "/usr/lib/python3.12/enum.py", line 757, in __call__\n    return cls.__new__(cls, value)\n`,
  `  File "/usr/lib/python3.12/enum.py", line 1171, in __new__\n    raise ve_exc\n`,
];

/** The frames from execution.py into a V3 node's `execute` at `line` of `comfy_extras/nodes_video.py`. */
function videoFrames(line: number, source: string, ...below: readonly string[]): string[] {
  return frames(
    `  File "${COMFY_ROOT}/comfy_api/latest/_io.py", line 1270, in EXECUTE_NORMALIZED\n    to_return = cls.execute(*args, **kwargs)\n`,
    `  File "${COMFY_ROOT}/comfy_extras/nodes_video.py", line ${line}, in execute\n    ${source}\n`,
    ...below,
  );
}

/**
 * What a video output raises on its own: `SaveVideo` a `format` that is no `VideoContainer`
 * (`ValueError` from the enum) or a `codec` other than auto and h264 (`save_to`'s ValueError);
 * `SaveWEBM` a `codec` `codec_map` lacks (`KeyError`). V3 combos are not checked at validation.
 * A 39b885fa `SaveVideo` (its `format` a `DynamicCombo`) whose `format` names no option, or
 * has none, is called without it (`TypeError`); a nested value naming no option is left out.
 */
function videoFailure(plan: FailureFacts, id: string): NodeFailure | undefined {
  if (plan.classOf(id) !== 'SaveWEBM' && hasDynamicFormat(plan, id)) {
    if (saveVideoChoice(plan, id)) return undefined;
    return {
      exceptionType: 'TypeError',
      exceptionMessage: "SaveVideo.execute() missing 1 required positional argument: 'format'\n",
      traceback: frames(
        `  File "${COMFY_ROOT}/comfy_api/latest/_io.py", line 1270, in EXECUTE_NORMALIZED\n    to_return = cls.execute(*args, **kwargs)\n`,
      ),
    };
  }
  const value = String(plan.input(id, plan.classOf(id) === 'SaveWEBM' ? 'codec' : 'format'));
  if (plan.classOf(id) === 'SaveWEBM') {
    if (value === 'vp9' || value === 'av1') return undefined;
    return {
      exceptionType: 'KeyError',
      exceptionMessage: `${pythonRepr(value)}\n`,
      traceback: videoFrames(
        53,
        'stream = container.add_stream(codec_map[codec], rate=Fraction(round(fps * 1000), 1000))',
      ),
    };
  }
  if (value !== 'auto' && value !== 'mp4') {
    return {
      exceptionType: 'ValueError',
      exceptionMessage: `${pythonRepr(value)} is not a valid VideoContainer\n`,
      traceback: videoFrames(
        108,
        'file = f"{filename}_{counter:05}_.{VideoContainer.get_extension(format)}"',
        `  File "${COMFY_ROOT}/comfy_api/latest/_util/video_types.py", line 36, in get_extension\n    value = cls(value)\n`,
        ...ENUM_FRAMES,
      ),
    };
  }
  const codec = String(plan.input(id, 'codec'));
  if (codec === 'auto' || codec === 'h264') return undefined;
  return {
    exceptionType: 'ValueError',
    exceptionMessage: 'Only H264 codec is supported for now\n',
    traceback: videoFrames(
      109,
      'video.save_to(',
      `  File "${COMFY_ROOT}/comfy_api/latest/_input_impl/video_types.py", line 266, in save_to\n    raise ValueError("Only H264 codec is supported for now")\n`,
    ),
  };
}
