import type { AttachmentRecord } from '../state/records.js';

/** Walking a message's components (nested ones included) and the files their media name. */

type Json = Record<string, unknown>;

const ATTACHMENT_URL = /^attachment:\/\/(.+)$/;

/** Every component, depth first with its path (a row or container before its children, then a section's accessory). */
export function walkComponents(
  components: readonly unknown[],
  visit: (component: Json, path: string[]) => void,
  at: string[] = ['components'],
): void {
  for (const [i, node] of components.entries()) {
    if (!node || typeof node !== 'object') continue;
    const component = node as Json;
    const path = [...at, String(i)];
    visit(component, path);
    if (Array.isArray(component.components))
      walkComponents(component.components, visit, [...path, 'components']);
    if (component.accessory && typeof component.accessory === 'object')
      visit(component.accessory as Json, [...path, 'accessory']);
  }
}

/** The file name an `attachment://name` URL names, if it is one. */
export const attachmentName = (url: unknown): string | undefined =>
  typeof url === 'string' ? ATTACHMENT_URL.exec(url)?.[1] : undefined;

/** The attachment an `attachment://name` URL names among `files`, if it does. */
export function attachmentNamed(url: unknown, files: readonly AttachmentRecord[]) {
  const name = attachmentName(url);
  return name === undefined ? undefined : files.find((file) => file.filename === name);
}
