import type { Client, ClientEvents } from 'discord.js';

/** Listeners of the client's events, by event name. */
export type ClientListeners = {
  readonly [E in keyof ClientEvents]?: (...args: ClientEvents[E]) => void;
};

/** Adds each of `listeners` to `client`. @returns what removes them all */
export function listenTo(
  client: Pick<Client, 'on' | 'off'>,
  listeners: ClientListeners,
): () => void {
  const added = Object.entries(listeners) as [keyof ClientEvents, (...args: unknown[]) => void][];
  for (const [event, listener] of added) client.on(event, listener);
  return () => {
    for (const [event, listener] of added) client.off(event, listener);
  };
}
