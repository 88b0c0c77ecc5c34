import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';

/** A field of a modal the bot showed: a text input or a select, wherever it sits. */
export interface ModalField {
  customId: string;
  /** 4 text input, 3 string select, … */
  type: number;
  label?: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** Pre-filled text of a text input. */
  value?: string;
}

/** A modal the bot answered with (callback type 9). */
export interface ModalView {
  customId: string;
  title: string;
  fields: ModalField[];
  raw: APIModalInteractionResponseCallbackData;
}

type Node = Record<string, unknown>;

function field(component: Node, label?: unknown): ModalField {
  const text = (key: string) =>
    typeof component[key] === 'string' ? (component[key] as string) : undefined;
  const number = (key: string) =>
    typeof component[key] === 'number' ? (component[key] as number) : undefined;
  const name = text('label') ?? (typeof label === 'string' ? label : undefined);
  const min = number('min_length') ?? number('min_values');
  const max = number('max_length') ?? number('max_values');
  const value = text('value');
  return {
    customId: String(component.custom_id),
    type: Number(component.type),
    required: component.required !== false,
    ...(name === undefined ? {} : { label: name }),
    ...(min === undefined ? {} : { minLength: min }),
    ...(max === undefined ? {} : { maxLength: max }),
    ...(value === undefined ? {} : { value }),
  };
}

/** Reads a modal's fields from its layout (action rows or labels). */
export function modalView(raw: APIModalInteractionResponseCallbackData): ModalView {
  const fields: ModalField[] = [];
  for (const top of raw.components as unknown as Node[]) {
    if (top.type === 1)
      for (const child of (top.components as Node[]) ?? []) fields.push(field(child));
    if (top.type === 18 && top.component) fields.push(field(top.component as Node, top.label));
  }
  return { customId: raw.custom_id, title: raw.title, fields, raw };
}

/**
 * The `components` of a modal submit mirroring the modal's layout, with the user's `values`
 * (a string for text inputs, a string array for selects). Throws like Discord's client would
 * refuse to submit: unknown fields, missing required values, lengths out of range.
 */
export function modalSubmission(
  modal: ModalView,
  values: Readonly<Record<string, string | string[]>>,
) {
  for (const key of Object.keys(values)) {
    if (!modal.fields.some((f) => f.customId === key))
      throw new Error(`modal ${modal.customId} has no field "${key}"`);
  }
  const answer = (component: Node): Node => {
    const f = field(component);
    const given = values[f.customId] ?? f.value ?? (f.type === 4 ? '' : []);
    const size = given.length;
    if (f.required && size === 0) throw new Error(`modal field "${f.customId}" is required`);
    if (
      size > 0 &&
      ((f.minLength !== undefined && size < f.minLength) ||
        (f.maxLength !== undefined && size > f.maxLength))
    ) {
      throw new Error(
        `modal field "${f.customId}" must be ${f.minLength ?? 0}–${f.maxLength ?? '∞'} long`,
      );
    }
    const base = {
      type: f.type,
      ...(component.id === undefined ? {} : { id: component.id }),
      custom_id: f.customId,
    };
    return f.type === 4
      ? { ...base, value: given }
      : { ...base, values: Array.isArray(given) ? given : [given] };
  };
  return (modal.raw.components as unknown as Node[]).map((top): Node => {
    const id = top.id === undefined ? {} : { id: top.id };
    if (top.type === 1)
      return { type: 1, ...id, components: ((top.components as Node[]) ?? []).map(answer) };
    if (top.type === 18) return { type: 18, ...id, component: answer(top.component as Node) };
    return { type: top.type, ...id };
  });
}

/** A modal submit without a recorded modal: one action row with one text input per value. */
export function bareModalSubmission(values: Readonly<Record<string, string | string[]>>) {
  return Object.entries(values).map(([customId, value]) => ({
    type: 1,
    components: [{ type: 4, custom_id: customId, value: String(value) }],
  }));
}
