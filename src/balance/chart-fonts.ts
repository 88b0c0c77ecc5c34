import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where the chart's fonts come from: npm packages, never the system, tried in this order for each
 * character. Noto Sans: Latin, Cyrillic, Greek, Vietnamese (regular and bold); Noto Sans SC: Han
 * (simplified and traditional), kana; Noto Sans KR: Hangul. Each package is cut into slices of
 * Unicode, listed in its `unicode.json` (subset → `U+…` ranges); each slice is a font file. Noto
 * Sans's ranges are `exact` (its slices have every character they name); the CJK packages share
 * one cut whose ranges name characters a font may lack (Hangul in SC's, Arabic letters in both).
 */
const FONT_PACKAGES = [
  {
    name: '@fontsource/noto-sans',
    exact: true,
    files: (slice: string) =>
      [400, 700].map((weight) => `noto-sans-${slice}-${weight}-normal.woff2`),
  },
  {
    name: '@fontsource-variable/noto-sans-sc',
    exact: false,
    files: (slice: string) => [`noto-sans-sc-${slice}-wght-normal.woff2`],
  },
  {
    name: '@fontsource-variable/noto-sans-kr',
    exact: false,
    files: (slice: string) => [`noto-sans-kr-${slice}-wght-normal.woff2`],
  },
] as const;

/**
 * What the drawing context must say for the variable fonts (SC, KR) to draw at regular weight:
 * their default instance is Thin, and the canvas applies no weight to a variable font by itself.
 */
export const CHART_FONT_VARIATION = '"wght" 400';

/**
 * What a label never draws: control, format (bidi overrides, joiners) and private-use characters,
 * emoji modifiers, flags' letters, keycaps and variation selectors.
 */
const NEVER_DRAWN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u20E3|[\uFE00-\uFE0F]/gu;

/**
 * The scripts the fonts are for (with the shared digits, punctuation and combining marks): a
 * character of another one is left out even when a slice's range names it (CJK slices name a few
 * Arabic letters, Hangul, dingbats that their fonts lack).
 */
const DRAWN_SCRIPTS =
  /[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Devanagari}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Common}\p{sc=Inherited}]/u;

/**
 * Emoji and pictographs: no font here has them (a slice's range may name some that its font lacks)
 * — except the text symbols up to ™ that Noto Sans draws (©, ®, ‼, ⁉, ™).
 */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const LAST_TEXT_SYMBOL = 0x2122;

/** One slice: the family it is registered as, its files and the code points it covers. */
interface FontSlice {
  readonly family: string;
  readonly exact: boolean;
  readonly paths: readonly string[];
  readonly ranges: readonly (readonly [number, number])[];
}

/** The fonts of one chart: what they can draw, and the family list that draws it. */
export interface ChartFonts {
  /**
   * `text` as the fonts draw it: NFC, without what {@link NEVER_DRAWN} lists, emoji, nor
   * characters no font has (scripts beyond those above), spaces collapsed. Empty when nothing of
   * it can be drawn.
   */
  drawable(text: string): string;
  /**
   * The CSS font-family list that draws every character of `texts`: Latin first, then, in the
   * packages' order, the slices whose ranges name one of their characters, up to an exact one
   * (the canvas takes each glyph from the first family that has it, so a CJK slice lacking one
   * leaves it to the next). The slices it names are registered in the canvas's font registry the
   * first time a text needs them.
   */
  familyFor(texts: readonly string[]): string;
}

const parseRanges = (ranges: string): [number, number][] =>
  ranges.split(',').map((range) => {
    const [start = '0', end = start] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });

/** The slices of every package, in the order they are tried. */
async function readSlices(): Promise<FontSlice[]> {
  const require = createRequire(import.meta.url);
  const perPackage = await Promise.all(
    FONT_PACKAGES.map(async ({ name, exact, files }) => {
      const root = dirname(require.resolve(`${name}/package.json`));
      const unicode = JSON.parse(await readFile(join(root, 'unicode.json'), 'utf8')) as Record<
        string,
        string
      >;
      return Object.entries(unicode).map(([subset, ranges]): FontSlice => {
        const slice = subset.replace(/^\[(\d+)\]$/, '$1');
        return {
          family: `usage-chart ${name.split('/')[1]} ${slice}`,
          exact,
          paths: files(slice).map((file) => join(root, 'files', file)),
          ranges: parseRanges(ranges),
        };
      });
    }),
  );
  return perPackage.flat();
}

/**
 * The chart's fonts, read from their packages (their slices' ranges: a few kB of JSON each time;
 * the font files themselves only as {@link ChartFonts.familyFor} needs them). Loads the canvas.
 */
export async function loadChartFonts(): Promise<ChartFonts> {
  const [{ GlobalFonts }, slices] = await Promise.all([import('@napi-rs/canvas'), readSlices()]);
  const covers = (slice: FontSlice, codePoint: number) =>
    slice.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
  const drawable = (text: string) =>
    [...text.normalize('NFC').replace(NEVER_DRAWN, '')]
      .filter((char) => {
        const codePoint = char.codePointAt(0) ?? 0;
        if (/\s/u.test(char)) return true;
        if (!DRAWN_SCRIPTS.test(char)) return false;
        if (codePoint > LAST_TEXT_SYMBOL && PICTOGRAPH.test(char)) return false;
        return slices.some((slice) => covers(slice, codePoint));
      })
      .join('')
      .replace(/\s+/gu, ' ')
      .trim();
  /** The slices tried for a character: each whose range names it, up to the first exact one. */
  const slicesFor = (codePoint: number) => {
    const claiming = slices.filter((slice) => covers(slice, codePoint));
    const exact = claiming.findIndex((slice) => slice.exact);
    return exact < 0 ? claiming : claiming.slice(0, exact + 1);
  };
  const familyFor = (texts: readonly string[]) => {
    const latin = slicesFor(0x41);
    const needed = new Set<FontSlice>();
    for (const char of new Set([...texts.join('')])) {
      for (const slice of slicesFor(char.codePointAt(0) ?? 0)) needed.add(slice);
    }
    return [...latin, ...slices.filter((slice) => needed.has(slice) && !latin.includes(slice))]
      .map(({ family, paths }) => {
        if (!GlobalFonts.has(family)) {
          for (const path of paths) GlobalFonts.registerFromPath(path, family);
        }
        return `"${family}"`;
      })
      .join(', ');
  };
  return { drawable, familyFor };
}
