import {
  checkDefault,
  DEFAULT_FIELD_NAMES,
  DEFAULT_FIELDS,
  type DefaultField,
} from './default-fields.js';
import { InvalidDefaultError } from './preference-errors.js';
import type { SettingForm } from './setting-declaration.js';

/** `/imagine` defaults changed: each field's new value, null to clear it. */
export type DefaultsChange = Readonly<Record<string, string | number | null>>;

/**
 * The fields set with a select menu (a message holds five rows: four selects and the buttons);
 * the others through the form.
 */
export const SELECT_FIELDS = ['workflow', 'size', 'style', 'visibility'] as const;

/** The fields set through the form. */
export const FORM_FIELDS = DEFAULT_FIELD_NAMES.filter(
  (field) => !(SELECT_FIELDS as readonly string[]).includes(field),
);

/**
 * The value `picked` in `field`'s select (undefined: cleared), one of those `offered`.
 * @throws {InvalidDefaultError} for a value not offered or that the field does not take.
 */
export function pickedDefault(
  field: DefaultField,
  picked: string | undefined,
  offered: readonly string[],
): string | number | null {
  if (picked === undefined) return null;
  if (!offered.includes(picked)) {
    throw new InvalidDefaultError(field, { problem: 'oneOf', allowed: offered });
  }
  const checked = checkDefault(field, picked);
  if (!('value' in checked)) throw new InvalidDefaultError(field, checked);
  return checked.value;
}

/**
 * The form of the defaults not set with a select (steps, CFG, model, negative prompt, count), for a
 * member's own, a channel's or the server's: every field checked before any is changed.
 */
export const DEFAULTS_FORM: SettingForm<DefaultsChange | null> = {
  title: 'prefs.modal.title',
  fields: FORM_FIELDS.map((field) => {
    const rule = DEFAULT_FIELDS[field];
    return {
      id: field,
      label: `prefs.field.${field}`,
      hint: 'prefs.modal.blank',
      maxLength: rule.kind === 'text' ? rule.maxLength : 20,
      paragraph: field === 'negativePrompt',
    } as const;
  }),
  shown: (stored) =>
    Object.fromEntries(FORM_FIELDS.map((field) => [field, stored?.[field] ?? undefined])),
  parse: (typed) =>
    Object.fromEntries(
      FORM_FIELDS.map((field) => {
        const value = typed[field] ?? '';
        if (value === '') return [field, null];
        const checked = checkDefault(field, value);
        if (!('value' in checked)) throw new InvalidDefaultError(field, checked);
        return [field, checked.value];
      }),
    ),
};
