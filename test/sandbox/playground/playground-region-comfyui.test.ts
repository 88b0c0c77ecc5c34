import { describePlaygroundRegionEdits } from './playground-region-kit.js';

describePlaygroundRegionEdits('comfyui', true);
