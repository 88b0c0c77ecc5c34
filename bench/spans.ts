/** A half-open span of time `[from, to)`, in ms. */
export type Span = readonly [from: number, to: number];

/** `spans` merged: sorted, disjoint, empty ones dropped. */
export function union(spans: Iterable<Span>): Span[] {
  const sorted = [...spans].filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The spans both merged lists cover. */
export function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFrom, aTo] = a[i] as Span;
    const [bFrom, bTo] = b[j] as Span;
    const from = Math.max(aFrom, bFrom);
    const to = Math.min(aTo, bTo);
    if (to > from) out.push([from, to]);
    if (aTo < bTo) i++;
    else j++;
  }
  return out;
}

/** `within` less what `cut` covers (both merged). */
export function subtract(within: readonly Span[], cut: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const [from, to] of within) {
    let at = from;
    for (const [cutFrom, cutTo] of cut) {
      if (cutTo <= at || cutFrom >= to) continue;
      if (cutFrom > at) out.push([at, cutFrom]);
      at = Math.max(at, cutTo);
    }
    if (at < to) out.push([at, to]);
  }
  return out;
}

/** The total length of merged spans. */
export function length(spans: readonly Span[]): number {
  return spans.reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** How much of `span` the merged `spans` cover. */
export function overlap(span: Span, spans: readonly Span[]): number {
  return length(intersect([span], spans));
}
