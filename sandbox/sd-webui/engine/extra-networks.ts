import type { AppliedLora } from '../../emulator-kit/lora-mark.js';
import type { SdFork } from '../fork-answers.js';
import type { LoraNetworks } from './lora-networks.js';

/**
 * `extra_networks.re_extra_net`, `<(\w+):([^>]+)>`, the same in A1111, Forge and SD.Next: a name
 * of Python's `\w` (Unicode letters, digits and `_`), a colon, then anything up to the next `>`
 * (newlines included) anywhere in a prompt.
 */
const EXTRA_NET = /<([\p{L}\p{N}_]+):([^>]+)>/gu;

/** What an extra network's name activates (`extra_network_registry`, its aliases). */
type NetworkKind = 'lora' | 'hypernet' | 'style';

/**
 * The extra networks each fork registers, by the name a tag gives (case as written): A1111's
 * `lora` and its alias `lyco` (extensions-builtin/Lora/scripts/lora_script.py `before_ui`) and
 * `hypernet` (`register_default_extra_networks`); Forge's `lora` (sd_forge_lora, no alias) and
 * `hypernet`; SD.Next's `style` and `lora` (modules/extra_networks.py). Any other name is
 * "Skipping unknown extra network", its tag still taken out of the prompt.
 */
const REGISTERED: Readonly<Record<SdFork, Readonly<Record<string, NetworkKind>>>> = {
  automatic1111: { lora: 'lora', lyco: 'lora', hypernet: 'hypernet' },
  forge: { lora: 'lora', hypernet: 'hypernet' },
  sdnext: { style: 'style', lora: 'lora' },
};

/** One tag's arguments (`ExtraNetworkParams`): all its items, positional and `key=value` ones. */
interface NetworkParams {
  readonly items: readonly string[];
  readonly positional: readonly string[];
  readonly named: Readonly<Record<string, string>>;
}

/** A prompt read as `extra_networks.parse_prompt` reads it: the tags taken out, by network. */
export interface ParsedPrompt {
  /** The prompt the model is conditioned on: every `<…:…>` tag removed. */
  readonly stripped: string;
  /** The arguments of each tag of the fork's LoRA network (A1111's `lyco` too), in order. */
  readonly loras: readonly NetworkParams[];
  /** The arguments of each `<hypernet:…>` tag, where the fork registers it, in order. */
  readonly hypernets: readonly NetworkParams[];
}

function params(text: string): NetworkParams {
  const items = text.split(':');
  const named = Object.fromEntries(
    items
      .filter((item) => item.includes('='))
      .map((item) => item.split('=', 2) as [string, string]),
  );
  return { items, positional: items.filter((item) => !item.includes('=')), named };
}

/** One pass of `extra_networks.parse_prompt` on `fork`: the tags out of `prompt`, by network. */
function parseOnce(prompt: string, fork: SdFork): ParsedPrompt & { readonly found: boolean } {
  const loras: NetworkParams[] = [];
  const hypernets: NetworkParams[] = [];
  let found = false;
  const stripped = prompt.replace(EXTRA_NET, (_tag, name: string, args: string) => {
    found = true;
    const kind = REGISTERED[fork][name];
    if (kind === 'lora') loras.push(params(args));
    if (kind === 'hypernet') hypernets.push(params(args));
    return '';
  });
  return { stripped, loras, hypernets, found };
}

/**
 * The prompt as `fork` reads it before drawing: `extra_networks.parse_prompt`'s tags out, their
 * networks' arguments kept. SD.Next parses the prompt it stripped once more (`processing.py`'s
 * batch loop, then `processing_diffusers.py` `process_base`), and what that pass finds, if
 * anything, replaces what the first found (`parse_prompts`): a tag the first pass's removals
 * joined (`<lo<t:1>ra:x>`) is applied there.
 */
export function parsePrompt(prompt: string, fork: SdFork = 'automatic1111'): ParsedPrompt {
  const first = parseOnce(prompt, fork);
  const again = fork === 'sdnext' ? parseOnce(first.stripped, fork) : undefined;
  const { stripped, loras, hypernets } = again?.found ? again : first;
  return { stripped: again?.stripped ?? stripped, loras, hypernets };
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

/**
 * `ExtraNetworkHypernet.activate` then `hypernetwork.load_hypernetworks` [A1 modules/
 * extra_networks_hypernet.py, modules/hypernetworks/hypernetwork.py; Forge the same]: each tag's
 * multiplier (its second item, 1 when absent; one that is not a number fails the activation,
 * logged, and none is applied); a name the folder does not have is skipped without a word. Each
 * applied one is marked as a LoRA stripe named `hypernet:<name>`, after the LoRAs'.
 */
export function activateHypernets(
  folder: ReadonlySet<string>,
  tags: readonly NetworkParams[],
  log: (line: string) => void,
): AppliedLora[] {
  try {
    return tags
      .map(({ items }) => ({
        name: items[0] ?? '',
        weight: items[1] === undefined ? 1 : float(items[1]),
      }))
      .filter(({ name }) => folder.has(name))
      .map(({ name, weight }) => ({ name: `hypernet:${name}`, weight }));
  } catch (error) {
    log(`Error activating extra network hypernet: ${(error as Error).message}`);
    return [];
  }
}
