import { type LocalizedText, text } from '../i18n/localized-text.js';
import {
  type GenerationRequest,
  honours,
  type ParameterDefaults,
  type ParameterName,
} from './generation-parameters.js';
import type { ModelFamily } from './gpu-work.js';
import type { ImagesInCapabilities } from './images-in.js';
import type { LoraCapabilities } from './loras.js';
import type { PromptSyntax } from './prompt-syntax.js';
import type { MEGAPIXEL_SIZES, ShapeSizes } from './size-shapes.js';

/**
 * Which keys a backend takes: a member's own, a server key, and whether it serves without any
 * (the Horde's anonymous key, a self-hosted server without accounts).
 */
export interface KeyCapabilities {
  /** Members link keys of their own (`/apikey link`). */
  readonly member: boolean;
  /** A server key pays for a server's members (`/apikey server set`). */
  readonly server: boolean;
  /** A key to use when no key is linked, where the operator allows it (the Horde's `0000000000`). */
  readonly anonymous?: string;
  /** How a key is shaped, checked before anything is sent. */
  readonly pattern: RegExp;
  /**
   * How a key looks to a member, as the malformed-key text and the key form say it (a catalog
   * text: "`sk-` followed by 48 hexadecimal characters", "22 letters, digits, - or _ from
   * aihorde.net").
   */
  readonly shape: LocalizedText;
  /** How keys are made: with the account's login token (`/apikey generate`), or elsewhere. */
  readonly creation: 'login-token' | 'none';
  /** Whether keys can be revoked through the bot (`/apikey revoke`). */
  readonly revocation: boolean;
}

/** The keys of a backend without accounts (a ComfyUI server, a WebUI): none, the operator's server pays. */
export const NO_KEYS: KeyCapabilities = {
  member: false,
  server: false,
  anonymous: '',
  pattern: /^$/,
  shape: text('apikey.keyShapeNone'),
  creation: 'none',
  revocation: false,
};

/** How a backend tells a task's progress. */
export type ProgressKind =
  /** A percentage while processing (the image service). */
  | 'percent'
  /** A place in the backend's queue and the expected wait (the Horde). */
  | 'queue'
  /** Partial images while one long call runs (OpenAI-compatible images). */
  | 'partial-images';

/** A parameter a backend takes, with its range when it is narrower than the bot's own. */
export interface ParameterRange {
  readonly min?: number;
  readonly max?: number;
  /** Width and height: a multiple of this (the Horde: 64). */
  readonly step?: number;
  /** The values it takes, when a fixed list (the Horde's samplers); checked before sending. */
  readonly values?: readonly string[];
  /**
   * What the backend uses when the parameter is not sent, shown on the card as the value used
   * (the image service's 512 × 512 and 20 steps, the Horde's 30 steps). Absent where it is not
   * known (a ComfyUI workflow's own values): the card then leaves the parameter out.
   */
  readonly default?: number | string;
}

/**
 * What `/imagine`'s choice of workflow or model offers on a backend: the option it fills, and
 * whether its values are a fixed list or asked of the backend (`ImageBackend.choices`).
 */
export interface ChoiceCapabilities {
  readonly option: 'workflow' | 'model';
  readonly source: 'static' | 'backend';
}

/**
 * What a backend can do, declared once by the backend; everything above the port asks this, never
 * a backend by name.
 */
export interface BackendCapabilities {
  readonly keys: KeyCapabilities;
  /** The balance's unit (`credits`, `kudos`), or none: the backend keeps no balance. */
  readonly balance: { readonly unit: string } | undefined;
  /** Asynchronous tasks polled, or one long call. */
  readonly tasks: 'async' | 'long-call';
  readonly progress: ProgressKind;
  /**
   * Whether a processing task's status may carry its latest preview image (`TaskStatus.preview`:
   * ComfyUI's latent previews, OpenAI's partial images). @default false
   */
  readonly previews?: boolean;
  /** Whether a task at the backend can be cancelled (`ImageBackend.cancel`). */
  readonly cancel: boolean;
  /**
   * The parameters it takes, with their ranges or values; the others are not sent (and named on
   * the card: `sendsParameter`).
   */
  readonly parameters: Readonly<Partial<Record<ParameterName, ParameterRange>>>;
  /**
   * The ranges a workflow's own nodes hold a member's values to, where the backend publishes them
   * (ComfyUI's `/object_info` `min` and `max`), checked before anything is queued like
   * `parameters`; none for a workflow it has not read. @default none
   */
  readonly workflowRanges?: (
    workflow: string,
  ) => Readonly<Partial<Record<ParameterName, ParameterRange>>> | undefined;
  /**
   * The parameters a workflow has no place for (a ComfyUI workflow whose sampler takes its
   * negative zeroed, as Flux.1's do: no negative prompt): not sent with it, and named on the card
   * as ignored. @default none
   */
  readonly workflowLeaves?: (workflow: string) => readonly ParameterName[];
  /**
   * The sizes of `/imagine size:`'s shapes for a workflow whose model family was trained at other
   * sizes than about a megapixel (a ComfyUI workflow on Stable Diffusion 1.5: 512²; Qwen-Image:
   * 1328²), read from its nodes. @default none: {@link MEGAPIXEL_SIZES}
   */
  readonly workflowSizes?: (workflow: string) => ShapeSizes | undefined;
  /**
   * The model family a request runs on (ComfyUI: its text-to-image workflow's, undefined the
   * default one, read from its nodes; the Horde: its model's, from the model reference): what the
   * line prices its steps by (`jobCost`). @default none: SD 1.5's prices
   */
  readonly modelFamily?: (
    request: Pick<GenerationRequest, 'workflow' | 'model'>,
  ) => ModelFamily | undefined;
  readonly choices: ChoiceCapabilities;
  /** Whether images come as URLs to download, or as bytes in the answer. */
  readonly images: 'url' | 'bytes';
  /** Whether the backend takes content flags (the Horde's `nsfw`, `censor_nsfw`) from the place. */
  readonly contentFlags: boolean;
  /** Whether the backend reports what a task cost (`TaskStatus.cost`). */
  readonly reportsCost: boolean;
  /**
   * Whether the backend tells, before a task starts, what it would cost in its cost unit
   * (`ImageBackend.estimate`: the Horde's dry run); a budget in that unit asks it. @default false
   */
  readonly estimates?: boolean;
  /** What it does with an image a member brings in (edit, upscale, describe); absent: nothing. */
  readonly imagesIn?: ImagesInCapabilities;
  /** The LoRAs it applies (`GenerationRequest.loras`); absent: none. */
  readonly loras?: LoraCapabilities;
  /**
   * Syntax its server reads out of a prompt's text and acts on (a WebUI's `<lora:name:weight>`):
   * a generation whose member-written text holds any is refused before anything is sent
   * (`promptSyntaxIn`); the bot's own LoRAs go as `GenerationRequest.loras`. @default none
   */
  readonly promptSyntax?: readonly PromptSyntax[];
}

/** What a keyless backend's generations are counted in: images, one a task. */
export const IMAGES_UNIT = 'images';

/** Whether a backend takes no keys at all (a ComfyUI server): the operator's server pays. */
export const isKeyless = (capabilities: BackendCapabilities): boolean =>
  !capabilities.keys.member && !capabilities.keys.server;

/** What a backend takes of the generation parameters, with their ranges and declared defaults. */
export type TakenParameters = Pick<
  BackendCapabilities,
  'parameters' | 'workflowRanges' | 'workflowLeaves' | 'workflowSizes'
>;

/**
 * What `request` runs on as a backend's `choices` name it: its workflow, else its model (the
 * Horde's, a WebUI's checkpoint); undefined for the backend's default.
 */
export const choiceOf = (
  request: Pick<GenerationRequest, 'workflow' | 'model'>,
): string | undefined => request.workflow || request.model || undefined;

/** The model a backend runs a request naming none on, where its choice is a model (`parameters.model.default`). */
export const modelDefault = (
  capabilities: Pick<BackendCapabilities, 'parameters'>,
): string | undefined => {
  const fallback = capabilities.parameters.model?.default;
  return fallback === undefined ? undefined : String(fallback);
};

/** Whether a backend takes a workflow (the image service's, a ComfyUI file), not a model or none. */
export const takesWorkflow = (capabilities: TakenParameters): boolean =>
  Object.hasOwn(capabilities.parameters, 'workflow');

/**
 * Whether a generation on a backend sends `parameter`: the backend takes it, `workflow` has a place
 * for it (`workflowLeaves`) and, where the backend takes a workflow (the image service), uses it. A typed option setting any other is
 * ignored (listed, not sent).
 */
export function sendsParameter(
  capabilities: TakenParameters,
  workflow: string,
  parameter: ParameterName,
): boolean {
  const { parameters } = capabilities;
  if (!Object.hasOwn(parameters, parameter)) return false;
  if (capabilities.workflowLeaves?.(workflow).includes(parameter)) return false;
  return !takesWorkflow(capabilities) || honours(workflow, parameter);
}

/**
 * The defaults `capabilities` declares of the parameters it takes that `request` leaves unset
 * (`ParameterRange.default`): what a card shows as used for them.
 */
export function defaultsOf(
  capabilities: TakenParameters,
  request: GenerationRequest,
): ParameterDefaults {
  const defaults: Partial<Record<ParameterName, number | string>> = {};
  for (const [name, range] of Object.entries(capabilities.parameters) as [
    ParameterName,
    ParameterRange,
  ][]) {
    if (range.default !== undefined && request[name] === undefined) defaults[name] = range.default;
  }
  return defaults;
}

/**
 * The unit a server budget counts a backend's tasks in, declared once: the unit it charges and
 * reports each task's cost in (the Horde's kudos), when it does both; {@link IMAGES_UNIT} on a
 * keyless backend (ComfyUI: each task one image, the daily limits and role quotas counted so too);
 * undefined otherwise (the image service: generations, a budget in credits converted by
 * `CREDITS_PER_GENERATION`).
 */
export function costUnitOf(capabilities: BackendCapabilities | undefined): string | undefined {
  if (capabilities === undefined) return undefined;
  if (capabilities.reportsCost) return reportedCostUnit(capabilities);
  return isKeyless(capabilities) ? IMAGES_UNIT : undefined;
}

/** The unit a backend charges and reports each task's cost in (the Horde's kudos), when it does both. */
export const reportedCostUnit = (
  capabilities: BackendCapabilities | undefined,
): string | undefined => (capabilities?.reportsCost ? capabilities.balance?.unit : undefined);
