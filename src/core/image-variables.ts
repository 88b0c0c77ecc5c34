import { z } from 'zod';
import { baseUrl, CONFIG_DEFAULTS, commaList, integer } from './config-fields.js';

/**
 * What a posted image carries of what its backend wrote in the file (`IMAGE_METADATA`): `strip`
 * nothing (ComfyUI's whole workflow, the WebUI's `parameters`, EXIF and XMP removed, the pixels'
 * bytes untouched); `keep` the file as the backend made it; `parameters` the bot's own short line
 * (prompt, seed, size, model) instead.
 */
export const IMAGE_METADATA_MODES = ['strip', 'keep', 'parameters'] as const;

/** One of {@link IMAGE_METADATA_MODES}. */
export type ImageMetadataMode = (typeof IMAGE_METADATA_MODES)[number];

/** A host name, `*.` and a host name, an IPv4 address or a bracketed IPv6 address. */
const HOST_NAME =
  /^((\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/i;

const hostList = commaList.refine(
  (hosts) => hosts.every((host) => HOST_NAME.test(host)),
  'must be comma-separated host names, e.g. cdn.example.com,*.images.example.net',
);

/**
 * The images the bot downloads, takes in and posts, whatever the backend: where generated images
 * may come from and the memory their downloads hold, members' input images and workflow files,
 * the safety check's process and what a posted image carries.
 */
export const IMAGE_VARIABLES = {
  /** CivitAI's origin: a LoRA a manager adds for the AI Horde is looked up there (`src/civitai/`). */
  CIVITAI_URL: baseUrl('is required', {
    endsIn: /\/api(?:\/v1(?:\/.*)?)?/,
    is: "CivitAI's address, before /api/v1",
  }).default('https://civitai.com'),
  IMAGE_HOSTS: hostList,
  ALLOW_PRIVATE_IMAGE_HOSTS: z.stringbool('must be true or false').default(false),
  IMAGE_DOWNLOAD_MEMORY_BYTES: integer(67_108_864, 1_048_576, 4_294_967_296),
  /** See {@link IMAGE_METADATA_MODES}. @default 'strip' */
  IMAGE_METADATA: z
    .enum(IMAGE_METADATA_MODES, `must be one of ${IMAGE_METADATA_MODES.join(', ')}`)
    .default('strip'),
  /**
   * How long the image safety check's process stays without an image before it exits, giving
   * its ~150 MB (the model, ONNX Runtime, the image decoder) back to the system; the next image
   * starts it again, in about half a second. @default 300_000 (5 minutes)
   */
  IMAGE_CHECK_IDLE_MS: integer(CONFIG_DEFAULTS.IMAGE_CHECK_IDLE_MS, 100, 86_400_000),
  WORKFLOW_FILE_MAX_BYTES: integer(262_144, 1_024, 8_388_608),
  /** The largest input image (`/imagine image:`) the bot downloads, in bytes (20 MiB). */
  IMAGE_INPUT_MAX_BYTES: integer(20_971_520, 1_024, 104_857_600),
  /**
   * The bytes of members' input images held at once, from their download until their request body
   * is sent (40 MiB); the rest wait their turn, each member told so. One larger takes it all.
   */
  IMAGE_INPUT_BUDGET_BYTES: integer(41_943_040, 1_048_576, 1_073_741_824),
};
