import type { APIContainerComponent, APITextDisplayComponent } from 'discord.js';
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { renderCard } from '../../../src/imagine/render/card.js';

/** Every Text Display's content in a card, nested ones included. */
const textsOf = (components: readonly { type: number }[]): string[] =>
  components.flatMap((component) =>
    component.type === ComponentType.TextDisplay
      ? [(component as APITextDisplayComponent).content]
      : textsOf((component as APIContainerComponent).components ?? []),
  );

describe('renderCard', () => {
  it('keeps its texts within Discord’s 4,000 characters with room for a replacement’s mention', () => {
    const card = renderCard({
      accent: 0,
      texts: ['## ✅ Image ready', 'x'.repeat(5_000)],
      footer: 'Size 512×512',
    });
    const mention = `<@${'1'.repeat(20)}>`;
    const total = [mention, ...textsOf(card.components)].join('').length;
    expect(total).toBeLessThanOrEqual(4_000);
    expect(textsOf(card.components)[0]).toBe('## ✅ Image ready');
  });
});
