import { type CommandParser, defineScript } from '@redis/client';

/** An argument of a script: sent as its decimal or literal text. */
type ScriptArgument = string | number;

/**
 * A Lua script for node-redis's `scripts` option: the client gets a method of its name taking its
 * `keys` keys then its arguments, run with EVALSHA (EVAL when Redis lacks it), resolving `reply`'s
 * (by default, the script's answer as a number).
 */
export function redisScript<Args extends readonly ScriptArgument[], Reply = number>(
  lua: string,
  keys: number,
  reply: (answer: never) => Reply = Number as never,
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
