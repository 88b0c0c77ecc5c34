import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { Upload } from './command-options.js';
import { type IdLike, idOf } from './refs.js';

/** An option of a string select, radio group or checkbox group in a modal. */
export interface ModalOption {
  value: string;
  label: string;
  /** Pre-selected. */
  default: boolean;
}

/**
 * A field of a modal the bot showed, wherever it sits: 4 text input, 3 string select, 5/6/7/8
 * user/role/mentionable/channel select, 19 file upload, 21 radio group, 22 checkbox group,
 * 23 checkbox.
 */
export interface ModalField {
  customId: string;
  type: number;
  label?: string;
  /** The text under the label (a Label's `description`). */
  description?: string;
  required: boolean;
  /** Text length, or how many values a select, file upload or checkbox group takes. */
  minLength?: number;
  maxLength?: number;
  /** Pre-filled text of a text input. */
  value?: string;
  /** What the member can pick (string select, radio group, checkbox group). */
  options?: ModalOption[];
  /** What is picked when the member changes nothing (pre-selected options, default ids, a checkbox's state). */
  defaults?: string[] | boolean;
}

/** A modal the bot answered with (callback type 9). */
export interface ModalView {
  customId: string;
  title: string;
  fields: ModalField[];
  raw: APIModalInteractionResponseCallbackData;
}

/**
 * What a member enters in a field: text (text input), a value (radio group), true/false
 * (checkbox), values (string select, checkbox group), users/roles/channels (entity selects), or
 * files (file upload).
 */
export type ModalValue = string | boolean | readonly (string | IdLike | Upload)[];

type Node = Record<string, unknown>;

const ENTITY_SELECTS = [5, 6, 7, 8];
const SELECTS = [3, ...ENTITY_SELECTS];
const WITH_OPTIONS = [3, 21, 22];

/** Whether a field takes several values (sent as `values`) rather than one `value`. */
const takesValues = (type: number) => ![4, 21, 23].includes(type);

function field(component: Node, label?: unknown, description?: unknown): ModalField {
  const text = (key: string) =>
    typeof component[key] === 'string' ? (component[key] as string) : undefined;
  const number = (key: string) =>
    typeof component[key] === 'number' ? (component[key] as number) : undefined;
  const type = Number(component.type);
  const name = text('label') ?? (typeof label === 'string' ? label : undefined);
  const counted = SELECTS.includes(type) || type === 19 ? 1 : undefined;
  const min = number('min_length') ?? number('min_values') ?? counted;
  const max = number('max_length') ?? number('max_values') ?? counted;
  const value = text('value');
  const options = WITH_OPTIONS.includes(type)
    ? ((component.options as Node[]) ?? []).map((o) => ({
        value: String(o.value),
        label: String(o.label),
        default: o.default === true,
      }))
    : undefined;
  const defaults =
    type === 23
      ? component.default === true
      : options
        ? options.filter((o) => o.default).map((o) => o.value)
        : ENTITY_SELECTS.includes(type)
          ? ((component.default_values as Node[]) ?? []).map((d) => String(d.id))
          : undefined;
  return {
    customId: String(component.custom_id),
    type,
    required: type !== 23 && component.required !== false,
    ...(name === undefined ? {} : { label: name }),
    ...(typeof description === 'string' ? { description } : {}),
    ...(min === undefined ? {} : { minLength: min }),
    ...(max === undefined ? {} : { maxLength: max }),
    ...(value === undefined ? {} : { value }),
    ...(options ? { options } : {}),
    ...(defaults === undefined ? {} : { defaults }),
  };
}

/** Reads a modal's fields from its layout (action rows or labels). */
export function modalView(raw: APIModalInteractionResponseCallbackData): ModalView {
  const fields: ModalField[] = [];
  for (const top of raw.components as unknown as Node[]) {
    if (top.type === 1)
      for (const child of (top.components as Node[]) ?? []) fields.push(field(child));
    if (top.type === 18 && top.component)
      fields.push(field(top.component as Node, top.label, top.description));
  }
  return { customId: raw.custom_id, title: raw.title, fields, raw };
}

/** Turns what a member picked in entity selects and file uploads into ids, noting them in `resolved`. */
export interface ModalResolver {
  /** A user, role, mentionable or channel select's (`type` 5–8) pick: its id. */
  entity(type: number, picked: IdLike): string;
  /** A file put in a file upload: its attachment id. */
  upload(file: Upload): string;
}

/** How a submission is checked: as Discord's client does, or sent as given by a modified client. */
export interface SubmissionOptions {
  /** Values outside the options, counts and lengths sent as given. @default false */
  readonly unchecked?: boolean;
}

function refuse(f: ModalField, why: string): never {
  throw new Error(`modal field "${f.customId}" ${why}`);
}

/** Checks `given` against `f` as Discord's client does (it offers nothing else). */
function check(f: ModalField, given: ModalValue): void {
  if (typeof given === 'boolean') {
    if (f.type !== 23) refuse(f, 'is no checkbox');
    return;
  }
  if ((f.type === 4 || f.type === 21) !== (typeof given === 'string'))
    refuse(f, f.type === 4 ? 'takes text' : f.type === 21 ? 'takes one value' : 'takes a list');
  const picked = typeof given === 'string' ? (given === '' ? [] : [given]) : given;
  if (f.required && picked.length === 0) refuse(f, 'is required');
  const size = f.type === 4 ? (given as string).length : picked.length;
  const { minLength: min, maxLength: max } = f;
  if (size > 0 && ((min !== undefined && size < min) || (max !== undefined && size > max)))
    refuse(f, `must be ${min ?? 0}–${max ?? '∞'} long`);
  if (f.options) {
    for (const value of picked)
      if (!f.options.some((o) => o.value === value)) refuse(f, `offers no "${String(value)}"`);
  }
  if (f.type === 19 && picked.some((p) => typeof p !== 'object' || !('data' in p)))
    refuse(f, 'takes files');
}

/**
 * The `components` of a modal submit mirroring the modal's layout, with what the member entered
 * (`values`, by field custom id; an untouched field submits its pre-filled or pre-selected state).
 * Throws like Discord's client would refuse to submit: unknown fields, missing required values,
 * lengths or counts out of range, values the modal does not offer (unless `unchecked`).
 */
export function modalSubmission(
  modal: ModalView,
  values: Readonly<Record<string, ModalValue>>,
  resolver: ModalResolver,
  { unchecked = false }: SubmissionOptions = {},
) {
  for (const key of Object.keys(values)) {
    if (!modal.fields.some((f) => f.customId === key))
      throw new Error(`modal ${modal.customId} has no field "${key}"`);
  }
  const answer = (component: Node): Node => {
    const f = field(component);
    const fallback = f.type === 4 ? '' : f.type === 21 ? '' : f.type === 23 ? false : [];
    const shown = f.type === 21 && Array.isArray(f.defaults) ? f.defaults[0] : f.defaults;
    const entered: ModalValue = values[f.customId] ?? f.value ?? shown ?? fallback;
    if (!unchecked) check(f, entered);
    const base = {
      type: f.type,
      ...(component.id === undefined ? {} : { id: component.id }),
      custom_id: f.customId,
    };
    if (!takesValues(f.type))
      return { ...base, value: f.type === 21 && entered === '' ? null : entered };
    const list: readonly (string | IdLike | Upload)[] =
      typeof entered === 'object' ? entered : [String(entered)];
    const ids = list.map((item) => {
      if (f.type === 19) return resolver.upload(item as Upload);
      if (ENTITY_SELECTS.includes(f.type)) return resolver.entity(f.type, item as IdLike);
      return typeof item === 'object' ? idOf(item as IdLike) : String(item);
    });
    return { ...base, values: ids };
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
export function bareModalSubmission(values: Readonly<Record<string, ModalValue>>) {
  return Object.entries(values).map(([customId, value]) => ({
    type: 1,
    components: [{ type: 4, custom_id: customId, value: String(value) }],
  }));
}
