import { ApiError, type FormError } from '../api-error.js';
import { attachmentName, attachmentNamed, walkComponents } from '../serialize/component-walk.js';
import type { AttachmentRecord } from '../state/records.js';

/**
 * Discord's rules for messages with the IS_COMPONENTS_V2 flag (1 << 15) that the OpenAPI spec does
 * not express (Discord's "Components" reference): no `content` or `embeds` beside the flag, at most
 * 40 components counted nested, 4,000 characters of Text Display in all, a Media Gallery of 1–10
 * items with alt text of at most 1,024, and `attachment://name` media naming an uploaded file.
 * Without the flag, the layout and content components (types 9–17) are refused.
 */

type Json = Record<string, unknown>;

/** The IS_COMPONENTS_V2 message flag. */
export const COMPONENTS_V2 = 1 << 15;

/** The component types only a components-v2 message may carry. */
const V2_ONLY = new Set([9, 10, 11, 12, 13, 14, 17]);

/** Discord's limits on a components-v2 message. */
export const V2_LIMITS = { components: 40, text: 4_000, galleryItems: 10, altText: 1_024 } as const;

/** The media URLs a component carries (thumbnail, file, gallery items), with their paths. */
function mediaOf(component: Json, path: string[]): { url: unknown; path: string[] }[] {
  const media = (owner: Json, at: string[]) => {
    const item = owner.media ?? owner.file;
    return item && typeof item === 'object'
      ? [{ url: (item as Json).url, path: [...at, owner.media ? 'media' : 'file', 'url'] }]
      : [];
  };
  const items = Array.isArray(component.items) ? (component.items as Json[]) : [];
  return [
    ...media(component, path),
    ...items.flatMap((item, i) => media(item ?? {}, [...path, 'items', String(i)])),
  ];
}

/** The problems of `components` under `flags`: counts, text, galleries, legacy fields. */
export function v2Problems(payload: Json, flags: number): FormError[] {
  const components = Array.isArray(payload.components) ? payload.components : [];
  const problems: FormError[] = [];
  if (!(flags & COMPONENTS_V2)) {
    walkComponents(components, (component, path) => {
      if (V2_ONLY.has(Number(component.type)))
        problems.push({
          path: [...path, 'type'],
          code: 'MESSAGE_COMPONENTS_V2_REQUIRED',
          message: 'This component type requires the IS_COMPONENTS_V2 message flag.',
        });
    });
    return problems;
  }
  for (const field of ['content', 'embeds'] as const) {
    const value = payload[field];
    const used = Array.isArray(value) ? value.length > 0 : Boolean(value);
    if (used)
      problems.push({
        path: [field],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
      });
  }
  let count = 0;
  let text = 0;
  walkComponents(components, (component, path) => {
    count++;
    if (component.type === 10 && typeof component.content === 'string')
      text += component.content.length;
    if (component.type !== 12) return;
    const items = Array.isArray(component.items) ? (component.items as Json[]) : [];
    if (items.length < 1 || items.length > V2_LIMITS.galleryItems)
      problems.push({
        path: [...path, 'items'],
        code: 'BASE_TYPE_BAD_LENGTH',
        message: `Must be between 1 and ${V2_LIMITS.galleryItems} in length.`,
      });
    for (const [i, item] of items.entries()) {
      const alt = item?.description;
      if (typeof alt === 'string' && alt.length > V2_LIMITS.altText)
        problems.push({
          path: [...path, 'items', String(i), 'description'],
          code: 'BASE_TYPE_MAX_LENGTH',
          message: `Must be ${V2_LIMITS.altText} or fewer in length.`,
        });
    }
  });
  if (count > V2_LIMITS.components)
    problems.push({
      path: ['components'],
      code: 'MESSAGE_COMPONENTS_TOO_MANY',
      message: `A message can contain at most ${V2_LIMITS.components} components.`,
    });
  if (text > V2_LIMITS.text)
    problems.push({
      path: ['components'],
      code: 'MESSAGE_TEXT_DISPLAY_TOO_LONG',
      message: `The text of all Text Display components must be ${V2_LIMITS.text} or fewer in length.`,
    });
  return problems;
}

/** Throws `50035` when a composed v2 message still shows legacy content or embeds (kept from before). */
export function checkV2Version(version: { content: string; embeds: unknown[]; flags: number }) {
  if (!(version.flags & COMPONENTS_V2)) return;
  const problems = v2Problems({ content: version.content, embeds: version.embeds }, version.flags);
  if (problems.length) throw ApiError.invalidForm(problems);
}

/** Throws `50035` when an `attachment://name` media URL names no attachment of the message. */
export function checkAttachmentRefs(components: readonly unknown[], files: AttachmentRecord[]) {
  const problems: FormError[] = [];
  walkComponents(components, (component, path) => {
    for (const { url, path: at } of mediaOf(component, path)) {
      const name = attachmentName(url);
      if (name !== undefined && !attachmentNamed(url, files))
        problems.push({
          path: at,
          code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND',
          message: `Attachment "${name}" was not found in the message.`,
        });
    }
  });
  if (problems.length) throw ApiError.invalidForm(problems);
}
