import { userText } from '../discord/text.js';
import type { MessageKey } from '../i18n/catalog.js';
import { type TextValues, text } from '../i18n/localized-text.js';
import { InvalidParameterError } from '../image-backend/backend-errors.js';
import type { CallOptions } from '../image-backend/backend-types.js';
import { choiceOf, modelDefault } from '../image-backend/capabilities.js';
import type { GenerationRequest } from '../image-backend/generation-parameters.js';
import type { ImageBackend } from '../image-backend/image-backend.js';
import { checkLoras } from '../image-backend/lora-check.js';
import type { BackendLora, LoraUse } from '../image-backend/loras.js';
import { loraChoiceText, parseLoraChoice } from '../preferences/lora-choice.js';
import { type AddedLora, addedLabel } from '../store/lora-policy.js';
import type { AppContext } from './context.js';
import { serverBackend } from './server-backend.js';

/** How long `/imagine` waits for the backend's list of LoRAs before refusing (it answers in 3 s). */
const LIST_TIMEOUT_MS = 2_000;

/** What a server's LoRAs are: those its members may apply, and what the backend has. */
export interface ServerLoras {
  /** Where they come from: the backend's own list, or those added by CivitAI id (the Horde). */
  readonly source: 'backend' | 'civitai';
  /** Those members may apply here, in the backend's order (the order added, on the Horde). */
  readonly offered: readonly BackendLora[];
  /** Everything the backend has (on the Horde: those added). */
  readonly known: readonly BackendLora[];
  /** The managers' choice of the backend's; absent: everything it has. */
  readonly chosen?: readonly string[];
}

/** An added CivitAI LoRA as the bot offers it: its version id, its model's name and version. */
export const addedLora = (added: AddedLora): BackendLora => ({
  name: String(added.versionId),
  label: addedLabel(added),
  ...(added.baseModel && { base: added.baseModel }),
});

/**
 * The LoRAs of `guildId`'s backend and which of them its managers allow: on a backend that lists
 * what it has, that list (read through the backend, kept a few minutes) narrowed to the chosen
 * ones; on one fetching from CivitAI, those the managers added. Undefined where the backend takes
 * no LoRAs. Outside a server, everything the backend has.
 */
export async function serverLoras(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
  options: CallOptions & { fresh?: boolean } = {},
): Promise<ServerLoras | undefined> {
  const { backend } = await serverBackend(context, guildId);
  const source = backend.capabilities.loras?.source;
  if (!source) return undefined;
  const policy = guildId ? (await context.stores.policy.get(guildId)).loras : undefined;
  if (source === 'civitai') {
    const added = (policy?.added ?? []).map(addedLora);
    return { source, offered: added, known: added };
  }
  const known = backend.loras ? await backend.loras(options) : [];
  const chosen = policy?.chosen;
  const offered = chosen ? known.filter(({ name }) => chosen.includes(name)) : known;
  return { source, offered, known, ...(chosen && { chosen }) };
}

/** The LoRA of `list` that `typed` names: by what the backend takes, else by its label, any case. */
export function loraNamed(list: readonly BackendLora[], typed: string): BackendLora | undefined {
  const lower = typed.toLowerCase();
  return (
    list.find(({ name }) => name === typed) ??
    list.find(({ label }) => label.toLowerCase() === lower)
  );
}

const refusal = (key: MessageKey, values: TextValues = {}) =>
  new InvalidParameterError(text('parameter.refused', { problem: text(key, values) }), {
    parameter: 'lora',
  });

/**
 * The LoRAs `typed` names (each `name` or `name:weight`, blank ones left out), as `guildId`
 * offers them, checked before anything is sent.
 * @throws {InvalidParameterError} naming why, privately, nothing charged: the backend takes none,
 * one is not allowed here (or unknown), one the managers chose is not on the server any more, a
 * weight out of range, more than three, the backend's list unreadable now, or the `workflow`
 * asked for (undefined: the default) applies none. On a backend whose list is read live
 * (`listedLive`), the list is read afresh first: one deleted since the kept list was read is not
 * on the server any more. A refused one is named by its label (the
 * backend's, else `labels`'), never by what the backend takes (a file in an operator's folder).
 */
export async function chosenLoras(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
  typed: readonly (string | undefined)[],
  workflow?: string,
  labels: ReadonlyMap<string, string> = new Map(),
): Promise<LoraUse[]> {
  const given = typed.filter((entry): entry is string => !!entry?.trim());
  if (given.length === 0) return [];
  const { backend } = await serverBackend(context, guildId);
  const { inWorkflow, listedLive } = backend.capabilities.loras ?? {};
  if (inWorkflow && !inWorkflow(workflow)) {
    const shown = userText(workflow ?? (await backend.choices?.())?.[0] ?? '', 100);
    throw refusal('loras.notInWorkflow', { workflow: shown });
  }
  const read = (fresh: boolean) =>
    serverLoras(context, guildId, { timeoutMs: LIST_TIMEOUT_MS, fresh }).catch((error: unknown) => {
      throw Object.assign(refusal('loras.unreadable'), { cause: error });
    });
  const kept = listedLive ? await read(false) : undefined;
  const server = await read(listedLive === true);
  if (!server) throw refusal('loras.none');
  const wasThere = (name: string) =>
    server.chosen?.includes(name) || labels.has(name) || !!(kept && loraNamed(kept.known, name));
  const found: BackendLora[] = [];
  const uses = given.map((entry) => {
    const { name, weight } = parseLoraChoice(entry);
    const offered = loraNamed(server.offered, name);
    if (offered) {
      found.push(offered);
      return { name: offered.name, label: offered.label, weight };
    }
    const label = loraNamed(server.known, name)?.label ?? labels.get(name) ?? name;
    const shown = { name: userText(label, 100) };
    const gone = wasThere(name) && !loraNamed(server.known, name);
    throw refusal(gone ? 'loras.notOnServer' : 'loras.notAllowed', shown);
  });
  checkLoras(uses);
  await checkBases(backend, found, workflow);
  return uses;
}

/**
 * Refuses a LoRA made for another model family than the workflow or model `choice` runs
 * (`LoraCapabilities.baseClash`), naming both.
 */
async function checkBases(
  backend: Pick<ImageBackend, 'capabilities' | 'choices'>,
  loras: readonly BackendLora[],
  choice: string | undefined,
): Promise<void> {
  const clashOf = backend.capabilities.loras?.baseClash;
  if (!clashOf) return;
  for (const lora of loras) {
    const clash = await clashOf(lora, choice);
    if (!clash) continue;
    const byModel = backend.capabilities.choices.option === 'model';
    const fallback = byModel
      ? modelDefault(backend.capabilities)
      : (await backend.choices?.())?.[0];
    const ran = choice ?? fallback ?? '';
    throw refusal(byModel ? 'loras.wrongBaseModel' : 'loras.wrongBase', {
      name: userText(lora.label, 100),
      workflow: userText(ran, 100),
      lora: clash.lora,
      family: clash.workflow,
    });
  }
}

/**
 * `request`'s LoRAs checked again as `chosenLoras` checks typed ones, against what `guildId` offers
 * now (a kept request run again: Re-roll, Retry, Remix, `/history`'s Again, a card's Vary or Edit,
 * in this server or another): the request with them as offered now, or as it is without LoRAs.
 * @throws {InvalidParameterError} as `chosenLoras` does (one taken off the allow-list, removed
 * from the server, or added in another server only).
 */
export async function lorasOfferedNow<
  R extends Pick<GenerationRequest, 'loras' | 'workflow' | 'model'>,
>(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
  request: R,
): Promise<R> {
  if (!request.loras?.length) return request;
  const typed = request.loras.map(loraChoiceText);
  const labels = new Map(request.loras.map(({ name, label }) => [name, label]));
  const loras = await chosenLoras(context, guildId, typed, choiceOf(request), labels);
  return { ...request, loras };
}
