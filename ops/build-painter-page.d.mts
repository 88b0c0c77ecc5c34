/** Bundles the painter's page into `out` (default `dist/painter-page/`); resolves with the folder. */
export function buildPainterPage(out?: string): Promise<string>;
