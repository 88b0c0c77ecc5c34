import { describePlaygroundRegionEdits } from './playground-region-kit.js';

describePlaygroundRegionEdits('sd-webui', true);
