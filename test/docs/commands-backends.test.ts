import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKEND_REGISTRATIONS } from '../../src/app/backends.js';
import type { ImageActionKind } from '../../src/image-backend/image-actions.js';

/** The docs file that holds the commands reference. */
const REFERENCE = 'docs/commands.md';

/** The name members read for each backend: its `*_NAME` variable's default (the image service's is unset). */
const names = BACKEND_REGISTRATIONS.map((registration) => {
  const shape = registration.variables.shape as Record<string, z.ZodType>;
  const key = Object.keys(shape).find((name) => name.endsWith('_NAME'));
  const named = key ? shape[key]?.safeParse(undefined).data : undefined;
  return { registration, name: typeof named === 'string' ? named : 'image service' };
});

/** The row of `/imagine`'s option `option` in the reference's table. */
async function rowOf(option: string): Promise<string> {
  const text = await readFile(REFERENCE, 'utf8');
  const row = text.split('\n').find((line) => line.startsWith(`| \`${option}\` |`));
  expect(row, `the row of ${option}`).toBeDefined();
  return row ?? '';
}

/** The backends whose registration may offer `action`, and the others, by name. */
function splitBy(action: ImageActionKind) {
  const offers = names.filter(({ registration }) => registration.mayOffer.includes(action));
  const others = names.filter(({ registration }) => !registration.mayOffer.includes(action));
  return { offers: offers.map(({ name }) => name), others: others.map(({ name }) => name) };
}

describe(`${REFERENCE}: the backends an option of an image in names`, () => {
  for (const [option, action] of [
    ['mask', 'region'],
    ['image', 'edit'],
  ] as const) {
    it(`the ${option} row names every backend that may take it (${action}), and no other`, async () => {
      const row = await rowOf(option);
      const { offers, others } = splitBy(action);
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.filter((name) => !row.includes(name))).toEqual([]);
      expect(others.filter((name) => row.includes(name))).toEqual([]);
    });
  }
});
