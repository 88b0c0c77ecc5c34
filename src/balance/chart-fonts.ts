import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { createCanvas as CreateCanvas } from '@napi-rs/canvas';

/**
 * The chart's fonts, from npm packages (never the system), tried in this order: Noto Sans (Latin,
 * Cyrillic, Greek, Vietnamese), SC (Han, kana), KR (Hangul). Each is cut into Unicode slices (its
 * `unicode.json`), a file per slice and weight (`wght`: variable); Noto Sans's are `exact`, the
 * CJK ones name characters their font may lack.
 */
const FONT_PACKAGES = [
  { name: '@fontsource/noto-sans', exact: true, weights: ['400', '700'] },
  { name: '@fontsource-variable/noto-sans-sc', exact: false, weights: ['wght'] },
  { name: '@fontsource-variable/noto-sans-kr', exact: false, weights: ['wght'] },
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

/** A code point no font has (unassigned): what the canvas draws for a glyph it lacks. */
const MISSING = '\u0378';

/** The size a character is drawn at to learn whether it is drawn. */
const PROBE_PX = 32;

/**
 * Whether the canvas draws `char` after `base` (a letter, or nothing) in `family` with a glyph of
 * its own: `base + char` drawn differs from `base` with a missing glyph; each answer remembered.
 */
function glyphProbe(createCanvas: typeof CreateCanvas) {
  const size = PROBE_PX * 3;
  const context = createCanvas(size, size).getContext('2d');
  context.fontVariationSettings = CHART_FONT_VARIATION;
  const pixelsOf = (text: string, family: string) => {
    context.clearRect(0, 0, size, size);
    context.font = `${PROBE_PX}px ${family}`;
    context.fillText(text, PROBE_PX / 2, PROBE_PX * 2);
    return Buffer.from(context.getImageData(0, 0, size, size).data);
  };
  const answers = new Map<string, boolean>();
  return (base: string, char: string, family: string) => {
    const key = `${family}\u0000${base}${char}`;
    let drawn = answers.get(key);
    if (drawn === undefined) {
      drawn = !pixelsOf(base + char, family).equals(pixelsOf(base + MISSING, family));
      answers.set(key, drawn);
    }
    return drawn;
  };
}

/** One slice: the family it is registered as, its files and the code points it covers. */
type FontSlice = Awaited<ReturnType<typeof readSlices>>[number];

/** The fonts of one chart: what they can draw, and the family list that draws it. */
export interface ChartFonts {
  /**
   * `text` as the fonts draw it (NFC, spaces collapsed): without {@link NEVER_DRAWN}, emoji,
   * characters no font has, or a combining mark its letter's font lacks (zalgo); maybe empty.
   */
  drawable(text: string): string;
  /**
   * The CSS font-family list that draws every character of `texts`: Latin, then the slices naming
   * one of them up to an exact one (the canvas takes each glyph from the first family having it);
   * registered in the canvas the first time a text needs them.
   */
  familyFor(texts: readonly string[]): string;
}

const parseRanges = (ranges: string): [number, number][] =>
  ranges.split(',').map((range) => {
    const [start = '0', end = start] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });

/** The slices of every package, in the order they are tried. */
async function readSlices() {
  const require = createRequire(import.meta.url);
  const perPackage = await Promise.all(
    FONT_PACKAGES.map(async ({ name, exact, weights }) => {
      const root = dirname(require.resolve(`${name}/package.json`));
      const font = name.split('/')[1];
      const unicode: Record<string, string> = JSON.parse(
        await readFile(join(root, 'unicode.json'), 'utf8'),
      );
      return Object.entries(unicode).map(([subset, ranges]) => {
        const slice = subset.replace(/^\[(\d+)\]$/, '$1');
        return {
          family: `usage-chart ${font} ${slice}`,
          exact,
          paths: weights.map((weight) =>
            join(root, 'files', `${font}-${slice}-${weight}-normal.woff2`),
          ),
          ranges: parseRanges(ranges),
        };
      });
    }),
  );
  return perPackage.flat();
}

/** The chart's fonts: their slices' ranges read now, their files only once needed. */
export async function loadChartFonts(): Promise<ChartFonts> {
  const [{ GlobalFonts, createCanvas }, slices] = await Promise.all([
    import('@napi-rs/canvas'),
    readSlices(),
  ]);
  const covers = (slice: FontSlice, codePoint: number) =>
    slice.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
  const probe = glyphProbe(createCanvas);
  /** Whether a slice names `char` for a script the fonts are for (not yet whether it has it). */
  const named = (char: string, codePoint: number) =>
    DRAWN_SCRIPTS.test(char) &&
    !(codePoint > LAST_TEXT_SYMBOL && PICTOGRAPH.test(char)) &&
    slices.some((slice) => covers(slice, codePoint));
  /** A slice's family as the canvas names it, its files registered the first time. */
  const registered = ({ family, paths }: FontSlice) => {
    if (!GlobalFonts.has(family)) {
      for (const path of paths) GlobalFonts.registerFromPath(path, family);
    }
    return `"${family}"`;
  };
  /** The slice the canvas draws `char` from: the first of Latin's and those naming it having it. */
  const fontOf = (char: string): FontSlice | undefined => {
    const codePoint = char.codePointAt(0) ?? 0;
    if (!named(char, codePoint)) return undefined;
    return [...new Set([...slicesFor(0x41), ...slicesFor(codePoint)])].find((slice) =>
      slice.exact ? covers(slice, codePoint) : probe('', char, registered(slice)),
    );
  };
  /**
   * Whether `mark` is drawn on `base`: the font of `base` must have it (probed on the letter
   * `base` is made of, `a` for `á`, which the canvas takes apart around a missing mark).
   */
  const drawnOn = (base: string, mark: string) => {
    const font = fontOf(base);
    const codePoint = mark.codePointAt(0) ?? 0;
    if (!font || !named(mark, codePoint)) return false;
    if (font.exact && covers(font, codePoint)) return true;
    const [letter = base] = base.normalize('NFD');
    return probe(fontOf(letter) === font ? letter : base, mark, registered(font));
  };
  /** What of one grapheme is drawn: its first character and the marks drawn on it. */
  const drawnOf = (grapheme: string) => {
    const [base = '', ...rest] = grapheme;
    if (/\s/u.test(base)) return base;
    if (!fontOf(base)) return '';
    const kept = rest.filter((char) =>
      /\p{M}/u.test(char) ? drawnOn(base, char) : fontOf(char) !== undefined,
    );
    return base + kept.join('');
  };
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const drawable = (text: string) =>
    [...graphemes.segment(text.normalize('NFC').replace(NEVER_DRAWN, ''))]
      .map(({ segment }) => drawnOf(segment))
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
      .map(registered)
      .join(', ');
  };
  return { drawable, familyFor };
}
