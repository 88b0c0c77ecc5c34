import type { Command } from '../src/bot/command.js';
import { option, requiredOption } from '../src/bot/command-declaration.js';
import { defineCommand } from '../src/bot/define-command.js';
import { MOTION_LEVELS } from '../src/image-backend/animation.js';
import { IMAGINE_OPTIONS } from '../src/imagine/options/imagine-options.js';
import { animateSource } from '../src/imagine/requests/animate-image.js';

/**
 * `/animate image: prompt: motion:`: the image becomes a short video on the backend that animates
 * (the server's, else the first configured that does), with the motion prompt and low or high
 * motion; registered only where a backend served may animate. Its reply is a card as `/imagine`'s.
 */
export default {
  ...defineCommand({
    name: 'animate',
    scope: 'anywhere',
    options: {
      image: requiredOption('attachment'),
      prompt: option('string', { maxLength: IMAGINE_OPTIONS.prompt.maxLength }),
      motion: option('string', { choices: MOTION_LEVELS }),
    },
    run: (interaction, context, { image, prompt, motion }) =>
      animateSource(
        interaction,
        context,
        { url: image.url, name: image.name, size: image.size, contentType: image.contentType },
        { motion: motion === 'high' ? 'high' : 'low', prompt },
      ),
  }),
  needsAction: 'animate',
} satisfies Command;
