import { describe, expect, it } from 'vitest';
import { serverIdOf } from '../../../src/core/server-list-fields.js';
import { PoolTaskIds, serverLabelOf } from '../../../src/image-backend/server-pool/server-ids.js';

describe('a pool’s server ids and task ids', () => {
  it('names a server by its host and port (the scheme’s where none is written) and its path, never its login', () => {
    expect(serverIdOf('http://gpu1:8188')).toBe('gpu1:8188');
    expect(serverIdOf('http://gpu1:8188/')).toBe('gpu1:8188');
    expect(serverIdOf('https://user:secret@gpus.example.com/gpu2/')).toBe(
      'gpus.example.com:443/gpu2',
    );
    expect(serverIdOf('http://[::1]:7860')).toBe('[::1]:7860');
    expect(serverLabelOf('https://user:secret@gpus.example.com:8443/gpu2')).toBe(
      'gpus.example.com:8443',
    );
  });

  it('prefixes a task with its server on a pool of several, and reads an unprefixed one as the first’s', () => {
    const ids = new PoolTaskIds(['gpu1:8188', 'gpu1:8188/b', 'gpu2:8188']);
    expect(ids.of('gpu2:8188', 'abc')).toBe('gpu2:8188|abc');
    expect(ids.split('gpu2:8188|abc')).toEqual({ server: 'gpu2:8188', taskId: 'abc' });
    expect(ids.split('gpu1:8188/b|x|y')).toEqual({ server: 'gpu1:8188/b', taskId: 'x|y' });
    expect(ids.split('6f1c-uuid')).toEqual({ server: 'gpu1:8188', taskId: '6f1c-uuid' });
    expect(ids.split('gpu9:8188|abc')).toBeUndefined();
    const one = new PoolTaskIds(['gpu1:8188']);
    expect(one.of('gpu1:8188', 'abc')).toBe('abc');
    expect(one.split('abc')).toEqual({ server: 'gpu1:8188', taskId: 'abc' });
  });
});
