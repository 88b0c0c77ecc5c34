import type { ImageActionKind } from '../image-backend/image-actions.js';
import type { AnyCommand, CommandPayload } from './command.js';

/**
 * The registration payloads of `commands` where the backends served may offer `actions`
 * (`servedActions`): a command that needs an action none offers is left out, and a command's
 * options that only an image in uses are left out where none edits (`dataWithoutImagesIn`).
 * What `deploy-commands` registers, the demo and the playground register, and `/help` lists.
 */
export function offeredPayloads(
  commands: readonly AnyCommand[],
  actions: readonly ImageActionKind[],
): CommandPayload[] {
  const edits = actions.includes('edit');
  return commands.flatMap((command) =>
    command.needsAction && !actions.includes(command.needsAction)
      ? []
      : [(!edits && command.dataWithoutImagesIn) || command.data],
  );
}

/**
 * What {@link offeredPayloads} leaves out of `commands`, as a member would look for it:
 * `/describe`, `Apps › Edit this image`, `/imagine's image: and strength: options`.
 */
export function leftOutOf(
  commands: readonly AnyCommand[],
  actions: readonly ImageActionKind[],
): string[] {
  const offered = offeredPayloads(commands, actions);
  return commands.flatMap(({ data }) => {
    const kept = offered.find((payload) => payload.name === data.name);
    if (!kept) return [data.type === 3 ? `Apps › ${data.name}` : `/${data.name}`];
    const names = (payload: CommandPayload) =>
      ('options' in payload ? (payload.options ?? []) : []).map((option) => `${option.name}:`);
    const missing = names(data).filter((name) => !names(kept).includes(name));
    return missing.length ? [`/${data.name}'s ${missing.join(' and ')} options`] : [];
  });
}
