import { describe, expect, it } from 'vitest';
import {
  digestOf,
  PressedImages,
  promptClue,
  RunClues,
  requestInPrompt,
  uploadedFile,
} from '../../bench/fair-run-matching.js';

describe("bench:fair matching a GPU's runs to requests", () => {
  it("reads an /imagine's request from its prompt", () => {
    expect(requestInPrompt('fair 12: a red fox in fresh snow')).toBe(12);
    expect(requestInPrompt('fair 12: a red fox, subtle gentle motion')).toBe(12);
    expect(requestInPrompt('a red fox')).toBeUndefined();
    expect(requestInPrompt(undefined)).toBeUndefined();
  });

  it("matches a follow-up's run by its input image, pressed before or after the run is noted", () => {
    const pressed = new PressedImages();
    const clues = new RunClues(pressed);
    const card = digestOf(Buffer.from('the card image of request 3'));
    clues.note('run-a', promptClue('fair 3: a lighthouse'));
    clues.note('run-b', { input: card });
    clues.note('run-c', { input: digestOf(Buffer.from('an image nobody pressed on')) });
    expect(clues.requestOf('run-b')).toBeUndefined();
    pressed.expect(card, 40);
    expect(clues.requestOf('run-a')).toBe(3);
    expect(clues.requestOf('run-b')).toBe(40);
    expect(clues.requestOf('run-c')).toBeUndefined();
    expect(clues.has('run-c')).toBe(true);
    expect(clues.has('run-d')).toBe(false);
  });

  it("reads ComfyUI's LoadImage value as the emulator's file takes it", () => {
    expect(uploadedFile('imagine-bot/abc.png [temp]')).toEqual({
      type: 'temp',
      subfolder: 'imagine-bot',
      filename: 'abc.png',
    });
    expect(uploadedFile('example.png')).toEqual({
      type: 'input',
      subfolder: '',
      filename: 'example.png',
    });
  });
});
