import type { APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { AttachmentRecord } from '../state/records.js';
import { attachmentNamed, walkComponents } from './component-walk.js';

type Json = Record<string, unknown>;

/** Select menus: string (3), user (5), role (6), mentionable (7), channel (8). */
const SELECTS = new Set([3, 5, 6, 7, 8]);

/**
 * The fields Discord fills in on a component the bot left them out of, by component type: selects
 * choose one value (`min_values`/`max_values` 1), containers have no accent and no spoiler,
 * separators divide with small spacing, media are not spoilers and have no description.
 */
function withDefaults(component: Json): Json {
  const type = component.type as number;
  if (SELECTS.has(type)) return { min_values: 1, max_values: 1, ...component };
  switch (type) {
    case 17:
      return { accent_color: null, spoiler: false, ...component };
    case 14:
      return { spacing: 1, divider: true, ...component };
    case 11:
      return { description: null, spoiler: false, ...component };
    case 12:
      return {
        ...component,
        items: ((component.items as Json[] | undefined) ?? []).map((item) => ({
          description: null,
          spoiler: false,
          ...item,
        })),
      };
    case 13:
      return { spoiler: false, ...component };
    default:
      return component;
  }
}

/**
 * A media item as Discord answers it: an `attachment://name` URL resolved to that attachment's CDN
 * URL (with its id, size and type), any other URL kept, `proxy_url` beside it.
 */
function resolvedMedia(media: unknown, attachments: readonly AttachmentRecord[]): unknown {
  if (!media || typeof media !== 'object') return media;
  const item = media as Json;
  const file = attachmentNamed(item.url, attachments);
  if (!file) return { proxy_url: item.url, ...item };
  return {
    ...item,
    id: file.id,
    url: file.url,
    proxy_url: file.proxyUrl,
    width: file.width ?? null,
    height: file.height ?? null,
    content_type: file.contentType,
    attachment_id: file.id,
  };
}

/** `component` with its media (thumbnail, file, gallery items) resolved. */
function withMedia(component: Json, attachments: readonly AttachmentRecord[]): Json {
  const out = { ...component };
  if (out.media) out.media = resolvedMedia(out.media, attachments);
  if (out.file) out.file = resolvedMedia(out.file, attachments);
  if (Array.isArray(out.items))
    out.items = (out.items as Json[]).map((item) => ({
      ...item,
      media: resolvedMedia(item.media, attachments),
    }));
  return out;
}

/**
 * A message's components as Discord answers them: every component has an `id`, and the
 * fields it defaults are present. Discord numbers the components the bot sent without an `id`
 * 1, 2, 3… in order (a row, then its children), skipping the ids the bot gave others in the
 * message; `attachment://` media point at the message's `attachments`; the stored components are
 * left as sent.
 */
export function serializeComponents(
  components: readonly APIMessageTopLevelComponent[],
  attachments: readonly AttachmentRecord[] = [],
): APIMessageTopLevelComponent[] {
  const taken = new Set<number>();
  walkComponents(components, (c) => {
    if (typeof c.id === 'number' && c.id > 0) taken.add(c.id);
  });
  let next = 1;
  const numbered = new Map<Json, number>();
  walkComponents(components, (c) => {
    if (typeof c.id === 'number' && c.id > 0) return;
    while (taken.has(next)) next++;
    numbered.set(c, next++);
  });
  const copy = (component: Json): Json => {
    const out = withMedia(withDefaults({ ...component }), attachments);
    out.id = numbered.get(component) ?? component.id;
    if (Array.isArray(component.components))
      out.components = (component.components as Json[]).map(copy);
    if (component.accessory && typeof component.accessory === 'object')
      out.accessory = copy(component.accessory as Json);
    return out;
  };
  return (components as unknown as Json[]).map(copy) as unknown as APIMessageTopLevelComponent[];
}
