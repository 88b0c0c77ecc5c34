import { describe, expect, it } from 'vitest';
import { BUILT_IN_STYLES } from '../../src/preferences/styles.js';
import {
  backendDefaultsOf,
  choicesOf,
  renderSettingsPanel,
  type SettingsView,
  UNSET,
} from '../../src/settings/settings-panel.js';
import { en } from '../helpers/i18n.js';

const t = en;
const builtIn = BUILT_IN_STYLES.map((style) => style.name);
const own = Array.from({ length: 25 }, (_, i) => `own-${i + 1}`);
const view = (member: SettingsView['layers']['member'] = {}): SettingsView => ({
  scope: 'me',
  layers: { member, channel: {}, server: { style: 'photo' } },
  channelId: 'c1',
  styles: [...builtIn, ...own],
  workflows: ['default', 'anime', 'z-image', 'rr3'],
});

/** The options of the select of `field` on the rendered panel. */
const optionsOf = (panel: ReturnType<typeof renderSettingsPanel>, field: string) => {
  type Menu = { custom_id?: string; options?: { value: string; default?: boolean }[] };
  const rows = panel.components.map((row) => row.toJSON() as { components: Menu[] });
  const menu = rows
    .flatMap((row) => row.components)
    .find((c) => c.custom_id === `settings:pick:me:${field}`);
  return menu?.options;
};

describe('the /settings panel', () => {
  it('offers the server’s styles in a select of at most 25 options, the current one pre-selected', () => {
    const panel = renderSettingsPanel(view({ style: 'own-3' }), t);
    expect(panel.components).toHaveLength(5);
    const options = optionsOf(panel, 'style') ?? [];
    expect(options).toHaveLength(25);
    expect(options[0]?.value).toBe(UNSET);
    expect(options.slice(1).map((o) => o.value)).toEqual([...builtIn, ...own].slice(0, 24));
    expect(options.filter((o) => o.default).map((o) => o.value)).toEqual(['own-3']);
    const shown = panel.embeds[0]?.fields?.find((f) => f.name === 'Style')?.value;
    expect(shown).toBe('own-3 · set here');
  });

  it('keeps the current style among the options when the server has more than fit', () => {
    const offered = choicesOf(view({ style: 'own-25' }), 'style');
    expect(offered).toHaveLength(24);
    expect(offered.at(-1)).toBe('own-25');
    expect(choicesOf(view(), 'style')).toEqual([...builtIn, ...own].slice(0, 24));
    expect(choicesOf(view(), 'workflow')).not.toContain('own-1');
  });

  it('offers the workflows of the server’s backend, and no workflow where it takes none', () => {
    const comfy = { ...view({ workflow: 'portrait' }), workflows: ['landscape', 'portrait'] };
    const options = optionsOf(renderSettingsPanel(comfy, t), 'workflow') ?? [];
    expect(options.map((o) => o.value)).toEqual([UNSET, 'landscape', 'portrait']);
    expect(options.filter((o) => o.default).map((o) => o.value)).toEqual(['portrait']);
    const { workflows: _, ...horde } = view();
    const panel = renderSettingsPanel(horde, t);
    expect(optionsOf(panel, 'workflow')).toBeUndefined();
    expect(panel.components).toHaveLength(4);
    expect(panel.embeds[0]?.fields?.map((f) => f.name)).not.toContain('Workflow');
    expect(choicesOf(horde, 'workflow')).toEqual([]);
  });

  it('shows a style set by a lower layer, and no style when none is set', () => {
    const fromServer = renderSettingsPanel(view(), t).embeds[0]?.fields;
    expect(fromServer?.find((f) => f.name === 'Style')?.value).toBe('photo · the server’s');
    const none = renderSettingsPanel(
      { ...view(), layers: { member: {}, channel: {}, server: {} } },
      t,
    ).embeds[0]?.fields;
    expect(none?.find((f) => f.name === 'Style')?.value).toBe('no style · built in');
  });

  it('shows the backend’s own default of a field no layer sets, and a layer’s value over it', () => {
    const defaults = backendDefaultsOf({
      steps: { min: 1, max: 500, default: 30 },
      model: { default: 'stable_diffusion' },
      cfg: {},
    });
    expect(defaults).toEqual({ steps: 30, model: 'stable_diffusion' });
    const fields = renderSettingsPanel({ ...view({ steps: 12 }), backendDefaults: defaults }, t)
      .embeds[0]?.fields;
    const shown = (name: string) => fields?.find((f) => f.name === name)?.value;
    expect(shown('Model')).toBe('stable\\_diffusion · the default of the image backend');
    expect(shown('Steps')).toBe('12 · set here');
    expect(shown('CFG')).toBe('the default of the image backend · built in');
  });
});
