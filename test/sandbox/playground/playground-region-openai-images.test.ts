import { describePlaygroundRegionEdits } from './playground-region-kit.js';

describePlaygroundRegionEdits('openai-images', true);
