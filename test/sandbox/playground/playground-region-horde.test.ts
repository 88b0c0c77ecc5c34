import { describePlaygroundRegionEdits } from './playground-region-kit.js';

describePlaygroundRegionEdits('horde', true);
