import type { APIEmbed } from 'discord-api-types/v10';
import { ApiError, type FormError } from '../api-error.js';
import { COMPONENTS_V2, v2Problems } from './components-v2.js';

/**
 * The emulator's own payload checks: Discord's rules that its OpenAPI spec cannot express or
 * states more loosely. Field types, per-field lengths and counts are checked against the spec
 * first (`spec-validator.ts`); these run in the routes, whether or not spec validation is on.
 */

type Json = Record<string, unknown>;

const tooLong = (path: string[], max: number): FormError => ({
  path,
  code: 'BASE_TYPE_MAX_LENGTH',
  message: `Must be ${max} or fewer in length.`,
});

const checkLength = (problems: FormError[], path: string[], value: unknown, max: number) => {
  if (typeof value === 'string' && value.length > max) problems.push(tooLong(path, max));
};

/** The characters Discord counts toward the 6000 of a message's embeds. */
function embedText(embed: APIEmbed): number {
  return [embed.title, embed.description, embed.footer?.text, embed.author?.name]
    .concat((embed.fields ?? []).flatMap((f) => [f.name, f.value]))
    .reduce((sum, text) => sum + (text?.length ?? 0), 0);
}

/**
 * A message payload: content ≤ 2000 (the spec allows 4000 on channel messages), embeds ≤ 6000
 * characters in all, ≤ 5 action rows without the components-v2 flag, no duplicate `custom_id`,
 * and the components-v2 rules (`components-v2.ts`) under the message's `flags` (default: the
 * payload's). Throws `50035 Invalid Form Body`.
 */
export function validateMessage(payload: Json, flags = Number(payload.flags ?? 0)): void {
  const problems: FormError[] = [];
  checkLength(problems, ['content'], payload.content, 2000);
  const embeds = Array.isArray(payload.embeds) ? (payload.embeds as APIEmbed[]) : [];
  const total = embeds.reduce((sum, embed) => sum + embedText(embed ?? {}), 0);
  if (total > 6000) problems.push(tooLong(['embeds'], 6000));
  validateComponents(problems, payload.components, (flags & COMPONENTS_V2) !== 0);
  problems.push(...v2Problems(payload, flags));
  if (problems.length) throw ApiError.invalidForm(problems);
}

function validateComponents(problems: FormError[], components: unknown, v2: boolean): void {
  if (!Array.isArray(components)) return;
  if (!v2 && components.length > 5) problems.push(tooLong(['components'], 5));
  const seen = new Set<string>();
  const visit = (component: Json, path: string[]) => {
    const customId = component.custom_id;
    if (typeof customId === 'string') {
      if (seen.has(customId)) {
        problems.push({
          path: [...path, 'custom_id'],
          code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
          message: 'Component custom id cannot be duplicated',
        });
      }
      seen.add(customId);
    }
    const children = Array.isArray(component.components) ? (component.components as Json[]) : [];
    for (const [i, child] of children.entries()) visit(child, [...path, 'components', String(i)]);
    if (component.accessory) visit(component.accessory as Json, [...path, 'accessory']);
  };
  for (const [i, row] of (components as Json[]).entries())
    visit(row ?? {}, ['components', String(i)]);
}

/** A modal (callback type 9): 1–5 components (the spec allows 40). */
export function validateModal(data: Json): void {
  const components = Array.isArray(data.components) ? data.components : [];
  if (components.length < 1 || components.length > 5)
    throw ApiError.invalidForm([tooLong(['data', 'components'], 5)]);
}

/** Autocomplete results (callback type 8): choice values ≤ 100 characters (the spec allows 6000). */
export function validateChoices(data: Json): void {
  const choices = Array.isArray(data.choices) ? (data.choices as Json[]) : [];
  const problems: FormError[] = [];
  choices.forEach((choice, i) => {
    checkLength(problems, ['data', 'choices', String(i), 'value'], choice?.value, 100);
  });
  if (problems.length) throw ApiError.invalidForm(problems);
}
