import type { z } from 'zod';

/** What {@link unservedSettingsHint} reads of a backend: its id and its own variables. */
interface BackendSettings {
  readonly id: string;
  readonly variables: z.ZodObject;
}

/**
 * The variables of `backend` that `env` sets to something other than their default: a value it
 * would not have had the owner left it alone (`HORDE_ALLOW_ANONYMOUS=true`, another `COMFYUI_URL`).
 * Variables without a default are not counted: `.env.example` fills some with placeholders.
 */
function changedVariables(backend: BackendSettings, env: Record<string, string | undefined>) {
  return Object.entries(backend.variables.shape).flatMap(([name, schema]) => {
    const value = env[name]?.trim();
    if (!value) return [];
    const fallback = (schema as z.ZodType).safeParse(undefined);
    if (!fallback.success || fallback.data === undefined) return [];
    const given = (schema as z.ZodType).safeParse(value);
    return given.success && JSON.stringify(given.data) !== JSON.stringify(fallback.data)
      ? [name]
      : [];
  });
}

/**
 * The real cause of a configuration that fails while `BACKENDS` was left at its default
 * (`defaultId`: unset, or as `.env.example` writes it) and the owner set up another backend: one
 * line naming the settings found and the `BACKENDS` to write (`… set BACKENDS=horde`). Undefined
 * when `BACKENDS` names something else or no other backend's settings were changed.
 */
export function unservedSettingsHint(
  env: Record<string, string | undefined>,
  backends: readonly BackendSettings[],
  defaultId: string,
): string | undefined {
  const listed = env.BACKENDS?.trim();
  if (listed && listed !== defaultId) return undefined;
  const found = backends
    .filter((backend) => backend.id !== defaultId)
    .map((backend) => ({ id: backend.id, names: changedVariables(backend, env) }))
    .filter(({ names }) => names.length > 0);
  if (found.length === 0) return undefined;
  const settings = found.map(({ id, names }) => `${names.join(', ')} for ${id}`).join('; ');
  return (
    `BACKENDS is ${defaultId} (${listed ? 'as .env.example has it' : 'its default'}), yet ` +
    `${settings} ${found.length === 1 && found[0]?.names.length === 1 ? 'is' : 'are'} set: ` +
    `set BACKENDS=${found.map(({ id }) => id).join(',')} to serve ${found.length === 1 ? 'it' : 'them'}`
  );
}
