import { SlashCommandBuilder } from 'discord.js';

/**
 * Small binary fixtures for Discord end-to-end tests.
 *
 * `tinyPng` is a valid 2×3 RGBA PNG: the emulator sniffs its type (`image/png`) and reads its
 * size (`width: 2`, `height: 3`) like Discord does for image attachments.
 */
export const tinyPng: Buffer = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DwHwyBDAYGAEFHBfuBa+OzAAAAAElFTkSuQmCC',
  'base64',
);

/** The first bytes of every PNG file. */
export const pngSignature: Buffer = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A text file upload as the driver takes it (`attachments: { file: textUpload('x') }`). */
export function textUpload(text: string, name = 'note.txt') {
  return { name, data: Buffer.from(text), contentType: 'text/plain' };
}

/** `/imagine style:` (with autocomplete) and a bare `/apikey`, registered by component tests. */
export function testCommands() {
  return [
    new SlashCommandBuilder()
      .setName('imagine')
      .setDescription('Generate')
      .addStringOption((o) => o.setName('style').setDescription('Style').setAutocomplete(true))
      .toJSON(),
    { name: 'apikey', description: 'Set your key' },
  ];
}
