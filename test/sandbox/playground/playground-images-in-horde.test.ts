import { describePlaygroundImagesIn } from './playground-images-in-kit.js';

describePlaygroundImagesIn({ backend: 'horde', edit: true, upscale: true, describe: true });
