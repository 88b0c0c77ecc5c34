import { describePlaygroundImagesIn } from './playground-images-in-kit.js';

describePlaygroundImagesIn({ backend: 'sd-webui', edit: true, upscale: true, describe: true });
