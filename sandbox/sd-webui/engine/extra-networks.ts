import type { AppliedLora } from '../../emulator-kit/lora-mark.js';
import type { LoraNetworks } from './lora-networks.js';

/** `extra_networks.re_extra_net`: `<kind:arguments>` anywhere in a prompt. */
const EXTRA_NET = /<(\w+):([^>]+)>/g;

/** One `<lora:…>` tag's arguments (`ExtraNetworkParams`): positional and `key=value` items. */
interface NetworkParams {
  readonly positional: readonly string[];
  readonly named: Readonly<Record<string, string>>;
}

/** A prompt read as `extra_networks.parse_prompt` reads it: the tags taken out, LoRAs kept. */
export interface ParsedPrompt {
  /** The prompt the model is conditioned on: every `<…:…>` tag removed. */
  readonly stripped: string;
  /** The arguments of each `<lora:…>` (and `<lyco:…>`, its alias) tag, in order. */
  readonly loras: readonly NetworkParams[];
}

function params(text: string): NetworkParams {
  const items = text.split(':');
  const named = Object.fromEntries(
    items
      .filter((item) => item.includes('='))
      .map((item) => item.split('=', 2) as [string, string]),
  );
  return { positional: items.filter((item) => !item.includes('=')), named };
}

/** `extra_networks.parse_prompt`: the tags out of `prompt`, the LoRAs' arguments kept. */
export function parsePrompt(prompt: string): ParsedPrompt {
  const loras: NetworkParams[] = [];
  const stripped = prompt.replace(EXTRA_NET, (_tag, kind: string, args: string) => {
    if (kind === 'lora' || kind === 'lyco') loras.push(params(args));
    return '';
  });
  return { stripped, loras };
}

/** Python's `float()` of a string: a number, or a ValueError in its words. */
function float(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || Number.isNaN(value)) {
    throw new Error(`ValueError: could not convert string to float: '${text}'`);
  }
  return value;
}

/** What activating the prompt's LoRAs did: the ones applied, and the infotext's `Lora hashes`. */
export interface Activated {
  readonly applied: readonly AppliedLora[];
  /** The names no file has, left out. */
  readonly missing: readonly string[];
  /** `Lora hashes` (`alias: shorthash, …`), undefined when none was applied. */
  readonly hashes?: string;
}

/**
 * `ExtraNetworkLora.activate` then `networks.load_networks` [A1 extensions-builtin/Lora/
 * extra_networks_lora.py, networks.py]: each tag's `te` weight (its second item or `te=`, 1 when
 * absent); a name no file has is logged (`Couldn't find network with name …`) and left out, the
 * image made without it; a weight that is not a number fails the whole activation, logged, and no
 * LoRA is applied (`extra_networks.activate` catches it). `Lora hashes` names each as the prompt
 * did, `:` and `,` removed.
 */
export function activateLoras(
  networks: LoraNetworks,
  tags: readonly NetworkParams[],
  log: (line: string) => void,
): Activated {
  if (tags.length === 0) return { applied: [], missing: [] };
  let weighed: { name: string; te: number }[];
  try {
    weighed = tags.map(({ positional, named }) => {
      const te = positional[1] === undefined ? 1 : float(positional[1]);
      return { name: positional[0] ?? '', te: named.te === undefined ? te : float(named.te) };
    });
  } catch (error) {
    log(`Error activating extra network lora: ${(error as Error).message}`);
    return { applied: [], missing: [] };
  }
  const applied: AppliedLora[] = [];
  const hashes: string[] = [];
  const missing: string[] = [];
  for (const { name, te } of weighed) {
    const network = networks.find(name);
    if (!network) {
      log(`Couldn't find network with name ${name}`);
      missing.push(name);
      continue;
    }
    applied.push({ name: network.name, weight: te });
    hashes.push(`${name.replaceAll(/[:,]/g, '')}: ${network.shorthash}`);
  }
  return { applied, missing, ...(hashes.length > 0 && { hashes: hashes.join(', ') }) };
}
