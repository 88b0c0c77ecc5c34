import { describe, expect, it } from 'vitest';
import { parseBotConfig as parseConfig } from '../../src/app/backends.js';
import { configProblems, VALID_ENV } from './config-kit.js';

const PROBLEM =
  'FAIR_SERVER_WEIGHTS must be server ids with their share of a shared backend, e.g. 123456789012345678:2,234567890123456789:0.5 (each share above 0 and at most 100)';

describe('FAIR_SERVER_WEIGHTS', () => {
  it('gives no server a weight of its own by default', () => {
    expect(parseConfig(VALID_ENV).FAIR_SERVER_WEIGHTS).toEqual({});
  });

  it('reads each server id with its share, spaces and an ending comma allowed', () => {
    const weights = ' 123456789012345678:2, 234567890123456789 : 0.5 ,';
    expect(parseConfig({ ...VALID_ENV, FAIR_SERVER_WEIGHTS: weights }).FAIR_SERVER_WEIGHTS).toEqual(
      {
        '123456789012345678': 2,
        '234567890123456789': 0.5,
      },
    );
  });

  it('names a bad entry on one line', () => {
    for (const bad of [
      'guild:2',
      '123456789012345678',
      '123456789012345678:0',
      '123456789012345678:101',
    ]) {
      expect(configProblems({ ...VALID_ENV, FAIR_SERVER_WEIGHTS: bad })).toEqual([PROBLEM]);
    }
  });
});
