import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildDeployment } from './bot-deployment.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder {@link buildDeployment} laid out for this run (`inject('botDeployment')`). */
    botDeployment: string;
  }
}

/**
 * Global setup of the e2e project: the bot is compiled once per run (and again on each rerun in
 * watch mode), and every test that starts it as a process runs that build, as `npm start` does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let root = await buildDeployment();
  project.provide('botDeployment', root);
  project.onTestsRerun(async () => {
    await rm(root, { recursive: true, force: true });
    root = await buildDeployment();
    project.provide('botDeployment', root);
  });
  return () => rm(root, { recursive: true, force: true });
}
