import { beforeAll, inject } from 'vitest';
import { deploymentBuilt } from './bot-deployment.js';

/** Long enough for the build at the lowest priority on a busy 2-core machine. */
const BUILD_WAIT_MS = 180_000;

// A setup file of the e2e project: each file's tests start once this run's bot build is complete.
beforeAll(() => deploymentBuilt(inject('botDeployment')), BUILD_WAIT_MS);
