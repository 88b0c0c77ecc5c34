import type { APIEmbed } from 'discord-api-types/v10';
import { ApiError, type FormError } from '../api-error.js';

type Json = Record<string, unknown>;

const tooLong = (path: string[], max: number): FormError => ({
  path,
  code: 'BASE_TYPE_MAX_LENGTH',
  message: `Must be ${max} or fewer in length.`,
});

const checkLength = (problems: FormError[], path: string[], value: unknown, max: number) => {
  if (typeof value === 'string' && value.length > max) problems.push(tooLong(path, max));
};

/** Discord's documented size limits on message payloads; throws `50035 Invalid Form Body`. */
export function validateMessage(payload: Json): void {
  const problems: FormError[] = [];
  checkLength(problems, ['content'], payload.content, 2000);
  const embeds = Array.isArray(payload.embeds) ? (payload.embeds as APIEmbed[]) : [];
  if (embeds.length > 10) problems.push(tooLong(['embeds'], 10));
  let total = 0;
  embeds.forEach((embed, i) => {
    const at = (...rest: string[]) => ['embeds', String(i), ...rest];
    checkLength(problems, at('title'), embed.title, 256);
    checkLength(problems, at('description'), embed.description, 4096);
    checkLength(problems, at('footer', 'text'), embed.footer?.text, 2048);
    checkLength(problems, at('author', 'name'), embed.author?.name, 256);
    if ((embed.fields?.length ?? 0) > 25) problems.push(tooLong(at('fields'), 25));
    embed.fields?.forEach((field, j) => {
      checkLength(problems, at('fields', String(j), 'name'), field.name, 256);
      checkLength(problems, at('fields', String(j), 'value'), field.value, 1024);
    });
    total += [embed.title, embed.description, embed.footer?.text, embed.author?.name]
      .concat((embed.fields ?? []).flatMap((f) => [f.name, f.value]))
      .reduce((sum, text) => sum + (text?.length ?? 0), 0);
  });
  if (total > 6000) problems.push(tooLong(['embeds'], 6000));
  validateComponents(problems, payload.components, (Number(payload.flags) & 32768) !== 0);
  if (problems.length) throw ApiError.invalidForm(problems);
}

function validateComponents(problems: FormError[], components: unknown, v2: boolean): void {
  if (!Array.isArray(components)) return;
  if (!v2 && components.length > 5) problems.push(tooLong(['components'], 5));
  const seen = new Set<string>();
  const visit = (component: Json, path: string[]) => {
    const customId = component.custom_id;
    if (typeof customId === 'string') {
      if (customId.length < 1 || customId.length > 100)
        problems.push(tooLong([...path, 'custom_id'], 100));
      if (seen.has(customId)) {
        problems.push({
          path: [...path, 'custom_id'],
          code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
          message: 'Component custom id cannot be duplicated',
        });
      }
      seen.add(customId);
    }
    if (component.type === 2) checkLength(problems, [...path, 'label'], component.label, 80);
    const children = Array.isArray(component.components) ? (component.components as Json[]) : [];
    if (component.type === 1 && children.length > 5)
      problems.push(tooLong([...path, 'components'], 5));
    for (const [i, child] of children.entries()) visit(child, [...path, 'components', String(i)]);
    if (component.accessory) visit(component.accessory as Json, [...path, 'accessory']);
  };
  for (const [i, row] of (components as Json[]).entries()) visit(row, ['components', String(i)]);
}

/** A modal (callback type 9): title ≤ 45, 1–5 components, text inputs ≤ 4000. */
export function validateModal(data: Json): void {
  const problems: FormError[] = [];
  const title = typeof data.title === 'string' ? data.title : '';
  if (title.length < 1 || title.length > 45) problems.push(tooLong(['data', 'title'], 45));
  const components = Array.isArray(data.components) ? data.components : [];
  if (components.length < 1 || components.length > 5)
    problems.push(tooLong(['data', 'components'], 5));
  const customId = typeof data.custom_id === 'string' ? data.custom_id : '';
  if (customId.length < 1 || customId.length > 100)
    problems.push(tooLong(['data', 'custom_id'], 100));
  if (problems.length) throw ApiError.invalidForm(problems);
}

/** Autocomplete results (callback type 8): at most 25 choices, names 1–100 characters. */
export function validateChoices(data: Json): void {
  const choices = Array.isArray(data.choices) ? (data.choices as Json[]) : [];
  const problems: FormError[] = [];
  if (choices.length > 25) problems.push(tooLong(['data', 'choices'], 25));
  choices.forEach((choice, i) => {
    checkLength(problems, ['data', 'choices', String(i), 'name'], choice.name, 100);
    checkLength(problems, ['data', 'choices', String(i), 'value'], choice.value, 100);
  });
  if (problems.length) throw ApiError.invalidForm(problems);
}
