/**
 * The strokes of the picker's label characters, drawn as SVG paths in a box 10 wide and 14 high
 * (no font needed: libvips renders the same picture on every machine, a container without fonts
 * included).
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0 14L5 0L10 14M2.2 8.5H7.8',
  B: 'M0 0V14H6Q10 14 10 10.5Q10 7 6 7H0M0 0H5Q9 0 9 3.5Q9 7 5 7',
  C: 'M10 2Q8.5 0 5.5 0Q0 0 0 7Q0 14 5.5 14Q8.5 14 10 12',
  D: 'M0 0V14H4Q10 14 10 7Q10 0 4 0Z',
  '1': 'M2 3L5.5 0V14M2 14H9',
  '2': 'M0.5 3Q1.5 0 5 0Q9.5 0 9.5 4Q9.5 7 0 14H10',
  '3': 'M0.5 0.5H9L4 6Q10 6 10 10Q10 14 5 14Q1.5 14 0 12',
  '4': 'M7.5 14V0L0 10H10',
};

/** Width of a glyph's box and the gap after it, in glyph units. */
const ADVANCE = 13;

/**
 * SVG of `text` (the grid's letters and digits) at `left`, `top`, each character `height` pixels
 * high: a dark outline under a white stroke, readable over any picture.
 */
export function glyphsSvg(text: string, left: number, top: number, height: number): string {
  const scale = height / 14;
  const paths = [...text]
    .map((character, index) => {
      const path = GLYPHS[character];
      if (!path) throw new RangeError(`no glyph for ${character}`);
      return `<path transform="translate(${index * ADVANCE} 0)" d="${path}"/>`;
    })
    .join('');
  const group = (stroke: string, width: number) =>
    `<g fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
  return `<g transform="translate(${left} ${top}) scale(${scale})">${group('#000', 4.5)}${group('#fff', 2)}</g>`;
}

/** The width in pixels of `text` drawn `height` pixels high by {@link glyphsSvg}. */
export const glyphsWidth = (text: string, height: number): number =>
  ((text.length * ADVANCE - (ADVANCE - 10)) * height) / 14;
