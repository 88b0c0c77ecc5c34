import { type CommandParser, defineScript } from '@redis/client';

/** An argument of a script: sent as its decimal or literal text. */
export type ScriptArgument = string | number;

/**
 * A Lua script for node-redis's `scripts` option (`defineScript`): the client gets a method of the
 * script's name taking its `keys` keys then its arguments, runs it with EVALSHA (EVAL once when
 * Redis does not have it, e.g. after a restart) and resolves what `reply` makes of Redis's answer.
 * Atomic on the server like any script.
 */
export function redisScript<Args extends readonly ScriptArgument[], Reply>(
  lua: string,
  keys: number,
  reply: (answer: never) => Reply,
) {
  return defineScript({
    SCRIPT: lua,
    NUMBER_OF_KEYS: keys,
    parseCommand(parser: CommandParser, ...args: Args) {
      for (const [index, arg] of args.entries()) {
        if (index < keys) parser.pushKey(String(arg));
        else parser.push(String(arg));
      }
    },
    transformReply: reply as (answer: unknown) => Reply,
  });
}
