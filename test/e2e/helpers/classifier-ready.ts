import { beforeAll } from 'vitest';
import { imageClassifierLoaded } from './shared-classifier.js';

/** The model's load, at the lowest priority on a busy 2-core machine. */
const LOAD_WAIT_MS = 120_000;

// A setup file of the e2e project: each file's tests start once this process's image classifier
// has its model loaded (once per process; the next files find it loaded).
beforeAll(() => imageClassifierLoaded(), LOAD_WAIT_MS);
