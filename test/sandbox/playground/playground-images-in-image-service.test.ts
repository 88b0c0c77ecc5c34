import { describePlaygroundImagesIn } from './playground-images-in-kit.js';

describePlaygroundImagesIn({
  backend: 'image-service',
  edit: false,
  upscale: false,
  describe: false,
});
