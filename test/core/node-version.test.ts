import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { neededNode, nodeVersionProblem } from '../../src/core/node-version.js';

describe('nodeVersionProblem', () => {
  it("reads the version needed from package.json's engines", () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(`>=${neededNode()}`).toBe(engines.node);
  });

  it('says nothing on the version needed or a newer one', () => {
    for (const found of ['22.13.0', '22.23.3', '23.0.0', '24.21.0']) {
      expect(nodeVersionProblem(found, '22.13')).toBeUndefined();
    }
    expect(nodeVersionProblem()).toBeUndefined();
  });

  it('names the one found, the one needed and how to get it, for the script run', () => {
    expect(nodeVersionProblem('20.19.5', '22.13', 'start')).toBe(
      'Node.js 20.19.5 is too old: the bot needs Node.js 22.13 or newer. Run it with a newer ' +
        'one: ops/with-node.sh 24 npm start (Linux x64, installed from the npm registry), ' +
        'or nvm install && nvm use (reads .nvmrc)',
    );
    expect(nodeVersionProblem('22.12.9', '22.13', 'demo')).toMatch(
      /^Node\.js 22\.12\.9 is too old: .* ops\/with-node\.sh 24 npm run demo /,
    );
  });
});
