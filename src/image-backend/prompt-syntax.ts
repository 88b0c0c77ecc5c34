/**
 * Syntax a backend's server reads out of a prompt's text and acts on instead of reading it as
 * words. `extra-networks`: the WebUI family's tags, `<name:arguments>` (`<lora:file:weight>`, its
 * alias `<lyco:…>`, `<hypernet:…>`, SD.Next's `<style:…>`, any name an extension registers), which
 * A1111, Forge and SD.Next take out of the positive prompt with one regex
 * (`extra_networks.re_extra_net`, `<(\w+):([^>]+)>`) and apply whatever their name and weight.
 */
export type PromptSyntax = 'extra-networks';

/**
 * Where a tag opens: `<`, a name of Python's `\w` (Unicode letters and digits, and `_`) and `:`.
 * Refused even unclosed: the bot appends its own LoRAs' tags after the text, whose `>` would
 * close it.
 */
const TAG_OPENING = /<[\p{L}\p{N}_]+:/u;

/**
 * A block comment, which forks that take `/* … *\/` comments (sd-webui-forge-classic's
 * `processing_scripts/comments.py`, on by default) remove before reading tags: removed, it can
 * join the halves of a tag (`<lo/**\/ra:…>`). A1111's and Forge's `#` comments end at a line's
 * end, which a tag's opening never spans.
 */
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;

/**
 * Discord's own markup of that shape, which a message's text carries (Imagine this): an animated
 * emoji `<a:name:id>` and a timestamp `<t:seconds:style>`. A WebUI drops them as networks it does
 * not know, and they are let through; but read as removed, as the server removes them: SD.Next
 * parses the prompt it stripped once more (`processing.py`, then `processing_diffusers.py`
 * `process_base`), so `<lo<t:1>ra:x>` would be a LoRA there.
 */
const DISCORD_MARKUP = /<a:\w{2,32}:\d{17,20}>|<t:-?\d{1,20}(?::[tTdDfFR])?>/g;

/** How much of a tag a refusal quotes. */
const SHOWN_CHARS = 80;

/**
 * The first tag of `syntax` that `text` holds, as the server would read it (up to its `>`, its
 * white space shown as single spaces, at most {@link SHOWN_CHARS}); undefined when it holds none.
 * A superset of what the servers act on: every opening is refused, registered name or not (the
 * server takes every tag out of the prompt, so none of them was ever read as words), but Discord's
 * animated emoji and timestamps.
 */
export function promptSyntaxIn(
  text: string,
  syntax: readonly PromptSyntax[] | undefined,
): string | undefined {
  if (!syntax?.includes('extra-networks')) return undefined;
  const words = text.replace(DISCORD_MARKUP, '');
  for (const read of [words, words.replace(BLOCK_COMMENT, '')]) {
    const at = read.search(TAG_OPENING);
    if (at < 0) continue;
    const rest = read.slice(at);
    const end = rest.indexOf('>');
    const tag = (end < 0 ? rest : rest.slice(0, end + 1)).replaceAll(/\s+/g, ' ');
    return tag.length > SHOWN_CHARS ? `${tag.slice(0, SHOWN_CHARS - 1)}…` : tag;
  }
  return undefined;
}
