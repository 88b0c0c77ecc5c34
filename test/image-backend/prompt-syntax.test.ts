import { describe, expect, it } from 'vitest';
import { promptSyntaxIn } from '../../src/image-backend/prompt-syntax.js';

const tagIn = (text: string) => promptSyntaxIn(text, ['extra-networks']);

/**
 * What A1111's, Forge's and SD.Next's `extra_networks.re_extra_net` (`<(\w+):([^>]+)>`) finds in
 * each text, as CPython's `re.search` answered: the whole tag, or null where it finds none.
 */
const SERVER_FINDS: readonly [string, string | null][] = [
  ['a fox <lora:any-file:5>', '<lora:any-file:5>'],
  ['<lyco:x:1>', '<lyco:x:1>'],
  ['<hypernet:anime_3:0.5>', '<hypernet:anime_3:0.5>'],
  ['<style:cinematic>', '<style:cinematic>'],
  ['<LoRA:x:1>', '<LoRA:x:1>'],
  ['<lora:x\n:1>', '<lora:x\n:1>'],
  ['<lora:\nx>', '<lora:\nx>'],
  ['<ローラ:x>', '<ローラ:x>'],
  ['<a_b2:c>', '<a_b2:c>'],
  ['<<lora:x:1>>', '<lora:x:1>'],
  ['<https://example.com>', '<https://example.com>'],
  ['<lora:x:1.5:te=1:unet=0.5>', '<lora:x:1.5:te=1:unet=0.5>'],
  ['<２:x>', '<２:x>'],
  ['<x²:y>', '<x²:y>'],
  ['<ǅ:x>', '<ǅ:x>'],
  ['<Ⅻ:x>', '<Ⅻ:x>'],
  ['<a:<lora:b:1>', '<a:<lora:b:1>'],
  ['x #<lora:a:1>', '<lora:a:1>'],
  ['a fox', null],
  ['<lora :x:1>', null],
  ['< lora:x:1>', null],
  ['<lora-x:1>', null],
  ['a <3 b', null],
  ['(masterpiece:1.2), [a:b:0.5], {a|b}', null],
  ['__animals__', null],
  ['<\u0301:x>', null],
  ['a < b: c > d', null],
];

describe('promptSyntaxIn: the extra-network tags a WebUI would act on', () => {
  it.each(SERVER_FINDS)('%j: refused exactly where the server finds a tag', (text, found) => {
    if (found === null) expect(tagIn(text)).toBeUndefined();
    else expect(tagIn(text)).toBe(found.replaceAll(/\s+/g, ' '));
  });

  it("refuses an unclosed tag, which the bot's own tags appended after it would close", () => {
    // `I <3: you <lora:add_detail:1>` is one tag of a network named `3` to the server: the
    // member's text would swallow the bot's LoRA.
    expect(tagIn('I <3: you')).toBe('<3: you');
    expect(tagIn('a fox <lora:any-file:5')).toBe('<lora:any-file:5');
    expect(tagIn('<lora:>')).toBe('<lora:>');
  });

  it('refuses a tag whose halves a block comment joins (forge-classic strips /* … */ before reading tags)', () => {
    expect(tagIn('<lo/**/ra:any-file:5>')).toBe('<lora:any-file:5>');
    expect(tagIn('<lora/* a\nnote */:any:5>')).toBe('<lora:any:5>');
    expect(tagIn('a fox /* a note */ in snow')).toBeUndefined();
  });

  it("lets Discord's animated emoji and timestamps through (the WebUI drops them as unknown networks), but not what their removal joins", () => {
    expect(tagIn('a fox <a:party_fox:112233445566778899> at <t:1700000000:R>')).toBeUndefined();
    expect(tagIn('<t:1700000000>, <:static:112233445566778899>')).toBeUndefined();
    // SD.Next reads the prompt it stripped once more: there this is <lora:x:1>.
    expect(tagIn('<lo<t:1700000000>ra:x:1>')).toBe('<lora:x:1>');
    expect(tagIn('<a:party_fox:112233445566778899> <lora:x:1>')).toBe('<lora:x:1>');
    expect(tagIn('<a:p:1>')).toBe('<a:p:1>');
  });

  it('quotes at most 80 characters, white space as single spaces', () => {
    const long = tagIn(`<lora:${'x'.repeat(200)}>`) ?? '';
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(tagIn('<lora:a:\n\t 1>')).toBe('<lora:a: 1>');
  });

  it('finds nothing where the backend declares no such syntax', () => {
    expect(promptSyntaxIn('a fox <lora:any-file:5>', undefined)).toBeUndefined();
    expect(promptSyntaxIn('a fox <lora:any-file:5>', [])).toBeUndefined();
  });
});
