import type { AnyCommand, CommandPayload, ServedOffer } from './command.js';

/**
 * The registration payloads of `commands` for what the backends served may do (`servedOffer`):
 * a command that needs an action none offers is left out, and a command's payload is the one its
 * `dataFor` gives for `offer` (`/imagine` without its image options where none edits, without its
 * LoRA options where none applies LoRAs). What `deploy-commands` registers, the demo and the
 * playground register, and `/help` lists.
 */
export function offeredPayloads(
  commands: readonly AnyCommand[],
  offer: ServedOffer,
): CommandPayload[] {
  return commands.flatMap((command) =>
    (command.needsAction && !offer.actions.includes(command.needsAction)) ||
    (command.needsReferences && !offer.references)
      ? []
      : [command.dataFor?.(offer) ?? command.data],
  );
}

/**
 * What {@link offeredPayloads} leaves out of `commands`, as a member would look for it:
 * `/describe`, `Apps › Edit this image`, `/imagine's image: and strength: options`.
 */
export function leftOutOf(commands: readonly AnyCommand[], offer: ServedOffer): string[] {
  const offered = offeredPayloads(commands, offer);
  return commands.flatMap(({ data }) => {
    const kept = offered.find((payload) => payload.name === data.name);
    if (!kept) return [data.type === 3 ? `Apps › ${data.name}` : `/${data.name}`];
    const names = (payload: CommandPayload) =>
      ('options' in payload ? (payload.options ?? []) : []).map((option) => `${option.name}:`);
    const missing = names(data).filter((name) => !names(kept).includes(name));
    return missing.length ? [`/${data.name}'s ${missing.join(' and ')} options`] : [];
  });
}
