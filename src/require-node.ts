/**
 * Loaded before anything else of an entry point (imported first, or `--import`ed by the tools): on
 * a Node.js older than `engines.node`, one line says which was found, which is needed and how to
 * get it, and the process exits with code 1, before a module it lacks (`node:sqlite`) fails to load.
 */
import { exitWithError } from './core/fatal.js';
import { nodeVersionProblem } from './core/node-version.js';

const problem = nodeVersionProblem();
if (problem) exitWithError(problem);
