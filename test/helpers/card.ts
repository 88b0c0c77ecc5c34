import type { CardMessage } from '../../src/imagine/render/card.js';

type Node = Record<string, unknown>;

/** What a rendered card shows, read as a member would: texts, images, controls, colour. */
export interface CardReading {
  readonly title: string | undefined;
  /** Every Text Display, joined by lines. */
  readonly text: string;
  readonly texts: string[];
  readonly accent: number | null | undefined;
  /** The gallery's items: `attachment://` URL and alt text. */
  readonly gallery: { url: string; alt: string | null }[];
  /** `label custom_id` of every button, in order. */
  readonly buttons: string[];
  /** `label value` of every option of every select, in order. */
  readonly options: string[];
  readonly selectIds: string[];
}

/** Reads a rendered card (`renderCard`'s message) for a test. */
export function readCard(message: Pick<CardMessage, 'components'>): CardReading {
  const texts: string[] = [];
  const gallery: CardReading['gallery'] = [];
  const buttons: string[] = [];
  const options: string[] = [];
  const selectIds: string[] = [];
  let accent: number | null | undefined;
  const visit = (node: Node) => {
    if (node.type === 17 && accent === undefined) accent = (node.accent_color as number) ?? null;
    if (node.type === 10) texts.push(String(node.content));
    if (node.type === 2) buttons.push(`${node.label} ${node.custom_id}`);
    if (node.type === 3) {
      selectIds.push(String(node.custom_id));
      for (const o of node.options as Node[]) options.push(`${o.label} ${o.value}`);
    }
    for (const item of (node.items as Node[] | undefined) ?? [])
      gallery.push({
        url: String((item.media as Node).url),
        alt: (item.description as string | undefined) ?? null,
      });
    for (const child of (node.components as Node[] | undefined) ?? []) visit(child);
  };
  for (const component of message.components) visit(component as unknown as Node);
  const title = texts[0]?.split('\n')[0]?.replace(/^## /, '');
  return { title, text: texts.join('\n'), texts, accent, gallery, buttons, options, selectIds };
}
