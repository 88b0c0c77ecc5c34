import { describePlaygroundImagesIn } from './playground-images-in-kit.js';

describePlaygroundImagesIn({
  backend: 'openai-images',
  edit: true,
  upscale: false,
  describe: false,
});
