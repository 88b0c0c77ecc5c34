import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CHART_FONT_VARIATION, loadChartFonts } from '../../src/balance/chart-fonts.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { i18n } from '../helpers/i18n.js';
import { differingPixels } from '../helpers/png-pixels.js';

/** `text` drawn at 32 px in `family`, as the chart sets its context: the RGBA pixels. */
function draw(text: string, family: string): Uint8ClampedArray {
  const canvas = createCanvas(420, 60);
  const context = canvas.getContext('2d');
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, 420, 60);
  context.fillStyle = '#000000';
  context.fontVariationSettings = CHART_FONT_VARIATION;
  context.font = `32px ${family}`;
  context.fillText(text, 8, 44);
  return context.getImageData(0, 0, 420, 60).data;
}

/** How dark a drawing is: the sum of its pixels' ink, in whole black pixels. */
const ink = (pixels: Uint8ClampedArray) =>
  pixels.reduce((sum, value, index) => (index % 4 === 0 ? sum + (255 - value) : sum), 0) / 255;

describe("the usage chart's fonts", () => {
  it.each([
    ['Latin', 'Ünïcödé Ðåvïð'],
    ['Cyrillic', 'Жанна Петрова'],
    ['Greek', 'Ωμέγα Δέλτα'],
    ['Han', '山田太郎 繁體'],
    ['kana', 'かなカタカナ'],
    ['Hangul', '김민준 보배'],
  ])('draws %s from the npm packages: real glyphs, not empty boxes', async (_, text) => {
    const fonts = await loadChartFonts();
    const family = fonts.familyFor([text]);
    const reversed = [...text].reverse().join('');
    // Empty boxes (a font's missing glyph) look alike, so a name and its reverse would draw the same.
    expect(differingPixels(draw(text, family), draw(reversed, family))).toBeGreaterThan(200);
    // Nor the system's fonts, where the machine has some (a slim container has none).
    if (GlobalFonts.has('DejaVu Sans')) {
      expect(differingPixels(draw(text, family), draw(text, '"DejaVu Sans"'))).toBeGreaterThan(200);
    }
  });

  it('names only its own families, from the npm packages, and only the slices a text needs', async () => {
    const fonts = await loadChartFonts();
    expect(fonts.familyFor(['Alice 123'])).toBe('"usage-chart noto-sans latin"');
    const families = fonts.familyFor(['Жанна', '山田', '김']).split(', ');
    expect(families[0]).toBe('"usage-chart noto-sans latin"');
    expect(families).toContain('"usage-chart noto-sans cyrillic"');
    expect(families.some((family) => family.startsWith('"usage-chart noto-sans-sc '))).toBe(true);
    expect(families.some((family) => family.startsWith('"usage-chart noto-sans-kr '))).toBe(true);
    expect(families.every((family) => family.startsWith('"usage-chart '))).toBe(true);
    expect(families.length).toBeLessThan(12);
    for (const family of families) expect(GlobalFonts.has(family.slice(1, -1))).toBe(true);
  });

  it('draws the variable CJK fonts at regular weight, not their default Thin', async () => {
    const fonts = await loadChartFonts();
    const family = fonts.familyFor(['漢字']);
    const thin = createCanvas(200, 60).getContext('2d');
    thin.fillStyle = '#FFFFFF';
    thin.fillRect(0, 0, 200, 60);
    thin.fillStyle = '#000000';
    thin.font = `32px ${family}`;
    thin.fillText('漢字', 8, 44);
    const regular = ink(draw('漢字', family));
    expect(regular).toBeGreaterThan(ink(thin.getImageData(0, 0, 200, 60).data) * 1.2);
  });

  it('leaves out of a name what no font draws: emoji, controls, bidi overrides, other scripts', async () => {
    const fonts = await loadChartFonts();
    expect(fonts.drawable('✨ Luna 🌙 ✨')).toBe('Luna');
    expect(fonts.drawable('👩🏽‍💻 dev 🇯🇵')).toBe('dev');
    expect(fonts.drawable('\u202Eevil\u202C\u0007 name')).toBe('evil name');
    expect(fonts.drawable('Acme™ ©')).toBe('Acme™ ©');
    expect(fonts.drawable('مرحبا')).toBe('');
    expect(fonts.drawable('Jose\u0301')).toBe('José');
  });

  it('leaves out the combining marks no font draws (zalgo), keeping those it draws', async () => {
    const fonts = await loadChartFonts();
    // U+0334, U+0321, U+0338, U+0306, U+0336, U+0337 are named by a CJK slice whose font lacks them.
    expect(fonts.drawable('Z\u0334\u0321\u032A\u0356a\u0338l\u0336\u0306g\u0337o\u0336')).toBe(
      'Zalgo',
    );
    expect(fonts.drawable('q\u0303 e\u0302\u0301 Jose\u0301')).toBe('q\u0303 \u1EBF José');
    const zalgo = 'Z̴̡̪̫͖̥̔̿̃̈̏̎͠͝á̸̪̠̖̻̬̖̪̞͙͇̮̠͎̆͋́̐͌̒͆̓l̶͉͍̝̖̻͉̓̒̂̽̕g̷̨̞̬̪̤̙͔̗̪̃̾͑̓ò̶̧̨̪̱̬̹͓̦̍̒͐̏̿̈́͐ c\u20DD d\u0489';
    // What is left: the marks the Latin font draws on its letters. ⃝ (U+20DD) is only in a CJK
    // font and ҉ (U+0489) in the Cyrillic one: on a Latin letter, the canvas would draw boxes.
    expect(fonts.drawable(zalgo)).toBe('Z\u0303\u0308\u00E1\u0301lg\u0303\u00F2\u0308\u0301 c d');
  });

  it.each(LOCALES)('draws every word of the chart in %s', async (locale) => {
    const fonts = await loadChartFonts();
    const t = i18n.translator(locale);
    const words = [
      t.t('usage.chartTitle'),
      t.t('usage.chartAxisDays'),
      t.t('usage.chartAxisGenerations'),
      t.t('usage.chartOthers'),
      t.t('usage.chartBudget', { cap: 1234 }),
      t.t('usage.chartUnknown'),
    ];
    for (const word of words) expect(fonts.drawable(word)).toBe(word.replace(/\s+/gu, ' '));
  });
});
