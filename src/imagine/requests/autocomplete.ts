import type { AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend, suggestedModels } from '../../bot/server-backend.js';
import { serverLoras } from '../../bot/server-loras.js';
import { MAX_CHOICE_LENGTH, MAX_CHOICES } from '../../discord/discord-rules.js';
import type { Translator } from '../../i18n/translator.js';
import type { EditChoice, ImageBackend } from '../../image-backend/image-backend.js';
import { workflowChoices } from '../../image-backend/workflow-choices.js';
import { parseLoraChoice } from '../../preferences/lora-choice.js';
import { listStyles } from '../../preferences/styles.js';
import { IMAGINE_OPTIONS, LORA_OPTIONS } from '../options/imagine-options.js';

/** The `names` that contain what was `typed`, in any case. */
const containing = (names: readonly string[], typed: string): string[] => {
  const wanted = typed.trim().toLowerCase();
  return names.filter((name) => name.toLowerCase().includes(wanted));
};

/**
 * Whether a pool's server up now can run `workflow` (one whose only server with its model or
 * nodes is down is not offered); any workflow while no server is up, or on a backend of one.
 */
function runsNow(backend: Pick<ImageBackend, 'pool'>, workflow: string): boolean {
  const { pool } = backend;
  if (!pool || pool.servers().every(({ state }) => state !== 'up')) return true;
  return pool.eligible({ prompt: '', workflow }).length > 0;
}

/** A suggestion: what the member reads, and the value sent back. */
type Choice = { readonly name: string; readonly value: string };

/** An edit workflow as autocomplete names it: what it does with an image, and its references. */
function editChoiceLabel(t: Translator, edit: EditChoice): string {
  const does = t.t(edit.byWords ? 'imagine.editChoice.byWords' : 'imagine.editChoice.strength', {
    references: edit.references,
  });
  return `${edit.name} · ${does}`;
}

/**
 * The LoRAs `guildId` offers whose label or name contains what was typed before any `:weight`,
 * shown by label and sent back by name, the weight typed kept on both; none when unreadable.
 */
async function loraChoices(context: AppContext, guildId: string | null, typed: string) {
  const server = await serverLoras(context, guildId, { timeoutMs: 2_000 }).catch(() => undefined);
  const { name, weight } = parseLoraChoice(typed);
  const hasWeight = name !== typed.trim();
  const wanted = name.toLowerCase();
  return (server?.offered ?? [])
    .filter((lora) => `${lora.label}\n${lora.name}`.toLowerCase().includes(wanted))
    .map((lora): Choice => {
      const suffix = hasWeight ? `:${weight}` : '';
      return { name: `${lora.label}${suffix}`, value: `${lora.name}${suffix}` };
    });
}

/**
 * `/imagine`'s autocomplete. `style`: the styles members can use here (built in, then the
 * server's own) whose name contains what was typed (any case); `workflow`: those the server's
 * backend offers (the image service's four, a ComfyUI server's registered ones) that contain it,
 * then its edit workflows, each said to edit with words (and how many references it takes) or
 * at a strength;
 * `model`: the models used recently in this server that contain it, or, on a backend that lists
 * its models (the Horde), those it serves now (the list cached by the backend); `sampler`: the
 * values the server's backend takes for it (`ParameterRange.values`, none on the image service)
 * that contain it; `lora`, `lora2`, `lora3`: the LoRAs the server offers (`loraChoices`).
 */
export async function autocompleteImagine(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const { guildId } = interaction;
  const { style, workflow, model, sampler } = IMAGINE_OPTIONS;
  const typed = String(focused.value);
  let names: string[] = [];
  let choices: Choice[] | undefined;
  if (LORA_OPTIONS.some((option) => option.name === focused.name)) {
    choices = await loraChoices(context, guildId, typed);
  } else if (focused.name === style.name) {
    const styles = await listStyles(context.stores, guildId);
    names = containing(
      styles.map(({ name }) => name),
      typed,
    );
  } else if (focused.name === workflow.name) {
    const { backend } = await serverBackend(context, guildId);
    const offered = await workflowChoices(backend).catch(() => undefined);
    const t = privateTranslator(context, interaction);
    choices = [
      ...containing(offered?.names ?? [], typed)
        .filter((name) => runsNow(backend, name))
        .map((name) => ({ name, value: name })),
      ...(offered?.edits ?? [])
        .filter(({ name }) => containing([name], typed).length > 0)
        .map((edit) => ({ name: editChoiceLabel(t, edit), value: edit.name })),
    ];
  } else if (focused.name === model.name) {
    names = [...(await suggestedModels(context, guildId, typed))];
  } else if (focused.name === sampler.name) {
    const { backend } = await serverBackend(context, guildId);
    const taken = backend.capabilities.parameters[sampler.parameter]?.values ?? [];
    names = containing(taken, typed);
  }
  const offered = choices ?? names.map((name) => ({ name, value: name }));
  const fitting = offered.filter(
    ({ name, value }) => name.length <= MAX_CHOICE_LENGTH && value.length <= MAX_CHOICE_LENGTH,
  );
  await interaction.respond(fitting.slice(0, MAX_CHOICES));
}
