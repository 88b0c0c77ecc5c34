import { describe, expect, it } from 'vitest';
import { loraChoiceText, parseLoraChoice } from '../../src/preferences/lora-choice.js';

describe('parseLoraChoice', () => {
  it('reads a name alone at weight 1, and name:weight', () => {
    expect(parseLoraChoice(' add_detail ')).toEqual({ name: 'add_detail', weight: 1 });
    expect(parseLoraChoice('add_detail:0.5')).toEqual({ name: 'add_detail', weight: 0.5 });
    expect(parseLoraChoice('add_detail : -1')).toEqual({ name: 'add_detail', weight: -1 });
    expect(parseLoraChoice('x:.25')).toEqual({ name: 'x', weight: 0.25 });
  });

  it('keeps a colon that is not followed by a number in the name', () => {
    expect(parseLoraChoice('Style: Ink')).toEqual({ name: 'Style: Ink', weight: 1 });
    expect(parseLoraChoice('Style: Ink:0.7')).toEqual({ name: 'Style: Ink', weight: 0.7 });
    expect(parseLoraChoice(':2')).toEqual({ name: ':2', weight: 1 });
    expect(parseLoraChoice('a:1e3')).toEqual({ name: 'a:1e3', weight: 1 });
  });

  it('writes a choice back, the weight left out at 1', () => {
    expect(loraChoiceText({ name: 'a', weight: 1 })).toBe('a');
    expect(loraChoiceText({ name: 'a', weight: 0.4 })).toBe('a:0.4');
  });
});
