import { describePlaygroundImagesIn } from './playground-images-in-kit.js';

describePlaygroundImagesIn({ backend: 'comfyui', edit: true, upscale: true, describe: false });
