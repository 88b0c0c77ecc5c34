import { readFile } from 'node:fs/promises';

/** `.env.example` with `values` filled in (and any it lacks appended), as an operator writes `.env`. */
export async function dotEnv(values: Readonly<Record<string, string>>): Promise<string> {
  const example = await readFile('.env.example', 'utf8');
  const left = new Map(Object.entries(values));
  const lines = example.split('\n').map((line) => {
    const key = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
    const value = key === undefined ? undefined : left.get(key);
    if (key === undefined || value === undefined) return line;
    left.delete(key);
    return `${key}=${value}`;
  });
  return [...lines, ...[...left].map(([key, value]) => `${key}=${value}`), ''].join('\n');
}
