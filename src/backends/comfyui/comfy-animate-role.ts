import type { AnimateCapabilities, VideoType } from '../../image-backend/animation.js';
import {
  type ApiWorkflow,
  linked,
  nodeName,
  ofClass,
  titled,
  WorkflowRefusedError,
} from './comfy-workflow-graph.js';

/**
 * The image-to-video nodes an animate workflow's `LoadImage` goes into, and the input it goes
 * into (`comfy_extras/nodes_wan.py`, `nodes_lt.py`); each holds the video's `width`, `height`
 * and `length`.
 */
const IMAGE_TO_VIDEO: Readonly<Record<string, string>> = {
  Wan22ImageToVideoLatent: 'start_image',
  WanImageToVideo: 'start_image',
  LTXVImgToVideo: 'image',
};

/**
 * The nodes that write a video, the container each writes and where its frame rate is: its own
 * `fps`, or that of the `CreateVideo` its `video` comes from (`comfy_extras/nodes_video.py`).
 */
const VIDEO_OUTPUTS: Readonly<Record<string, VideoType>> = {
  SaveVideo: 'video/mp4',
  SaveWEBM: 'video/webm',
};

/** What the bot reads and fills in an animate workflow, by node id. */
export interface AnimateNodes {
  /** The image-to-video node: its `width`, `height` (the image's aspect) and `length`. */
  readonly imageToVideo: string;
  /** The node writing the video. */
  readonly output: string;
  /** The `ImageFromBatch` nodes whose frames are saved as images for the image check. */
  readonly samplers: readonly string[];
  /** The video's frames, frame rate and container, from the workflow. */
  readonly video: AnimateCapabilities;
}

/** Whether `graph` has an image-to-video node `image` goes into: then it animates. */
export function animatesFrom(graph: ApiWorkflow, image: string): boolean {
  return Object.values(graph).some(
    (node) =>
      Object.hasOwn(IMAGE_TO_VIDEO, node.class_type) &&
      linked(node.inputs[IMAGE_TO_VIDEO[node.class_type] as string]) === image,
  );
}

/** The number `input` of `node` holds, when it holds one directly (not through a link). */
function numberIn(graph: ApiWorkflow, node: string, input: string): number | undefined {
  const value = graph[node]?.inputs[input];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The frames an image-to-video node's `length` makes: Wan's 4k + 1, LTX's 8k + 1. */
function framesOf(classType: string, length: number): number {
  const step = classType === 'LTXVImgToVideo' ? 8 : 4;
  return Math.floor((length - 1) / step) * step + 1;
}

/**
 * The nodes of an animate workflow (`image` into an image-to-video node): that node, the one video
 * output (`SaveVideo`, `SaveWEBM`; titled `video` when there are several), its frame rate, and the
 * `ImageFromBatch` nodes whose frames a `PreviewImage` or `SaveImage` saves.
 * @throws {WorkflowRefusedError} saying what is missing and what to do.
 */
export function animateNodes(name: string, graph: ApiWorkflow, image: string): AnimateNodes {
  const imageToVideo = Object.keys(graph).find((id) => {
    const node = graph[id];
    const input = node && IMAGE_TO_VIDEO[node.class_type];
    return input !== undefined && linked(node?.inputs[input]) === image;
  }) as string;
  const classType = graph[imageToVideo]?.class_type as string;
  const outputs = Object.keys(graph).filter((id) =>
    Object.hasOwn(VIDEO_OUTPUTS, graph[id]?.class_type ?? ''),
  );
  const named = titled(graph, 'video').filter((id) => outputs.includes(id));
  const output = named.length === 1 ? named[0] : outputs.length === 1 ? outputs[0] : undefined;
  if (output === undefined) {
    throw new WorkflowRefusedError(
      name,
      outputs.length === 0
        ? `animates with ${nodeName(graph, imageToVideo)} but saves no video: add a SaveVideo ` +
            '(mp4, h264) after a CreateVideo of the decoded frames, or a SaveWEBM'
        : `has ${outputs.length} video outputs (${outputs.join(', ')}): title the one members get "video"`,
    );
  }
  const outputNode = graph[output];
  const source = linked(outputNode?.inputs.video);
  const fps =
    numberIn(graph, output, 'fps') ??
    (source && graph[source]?.class_type === 'CreateVideo'
      ? numberIn(graph, source, 'fps')
      : undefined);
  const length = numberIn(graph, imageToVideo, 'length');
  const width = numberIn(graph, imageToVideo, 'width');
  const height = numberIn(graph, imageToVideo, 'height');
  if (fps === undefined || fps <= 0 || length === undefined || length < 1 || !width || !height) {
    throw new WorkflowRefusedError(
      name,
      `must set its video's size and length on ${nodeName(graph, imageToVideo)} (width, height, ` +
        `length) and its frame rate on ${nodeName(graph, output)} or the CreateVideo before it ` +
        '(fps) as numbers, not links',
    );
  }
  const savers = new Set(['PreviewImage', 'SaveImage']);
  const saved = new Set(
    Object.values(graph)
      .filter((node) => savers.has(node.class_type))
      .map((node) => linked(node.inputs.images)),
  );
  const samplers = ofClass(graph, 'ImageFromBatch').filter((id) => saved.has(id));
  if (samplers.length === 0) {
    throw new WorkflowRefusedError(
      name,
      'saves no frames for the image check: add ImageFromBatch nodes (batch_index 0, the middle, ' +
        '4095 for the last) of the decoded frames, each into a PreviewImage',
    );
  }
  const type = VIDEO_OUTPUTS[outputNode?.class_type as string] as VideoType;
  return {
    imageToVideo,
    output,
    samplers,
    video: { frames: framesOf(classType, length), fps, type },
  };
}
