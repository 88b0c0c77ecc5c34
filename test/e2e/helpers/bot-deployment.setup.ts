import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { type DeploymentBuild, startDeploymentBuild } from './bot-deployment.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder {@link startDeploymentBuild} lays out for this run (`inject('botDeployment')`). */
    botDeployment: string;
  }
}

/**
 * Global setup of the e2e project: the bot is compiled once per run (and again on each rerun in
 * watch mode), and every test that starts it as a process runs that build, as `npm start` does.
 * The build starts here and runs while the unit tests do; `deployment-ready.ts`, a setup file of
 * the project, waits for it before each file's tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let build: DeploymentBuild = await startDeploymentBuild();
  const remove = async ({ root, ended }: DeploymentBuild) => {
    await ended;
    await rm(root, { recursive: true, force: true });
  };
  project.provide('botDeployment', build.root);
  project.onTestsRerun(async () => {
    await remove(build);
    build = await startDeploymentBuild();
    project.provide('botDeployment', build.root);
  });
  return () => remove(build);
}
