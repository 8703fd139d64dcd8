import { describe, expect, it } from 'vitest';
import { overLimits } from './usage-rules';

const limits = { cpu: 400, memory: 8192, disk: 40960, databases: 4, allocations: 4, backups: 4, servers: 4 };

describe('over the account limits', () => {
  it.each([
    ['within every limit', {}, []],
    ['exactly at a limit', { memory: 8192 }, []],
    ['over memory', { memory: 8193 }, ['memory']],
    ['over CPU and servers', { cpu: 500, servers: 5 }, ['cpu', 'servers']],
    ['over backups, which the home does not chart', { backups: 5, memory: 9000 }, ['memory', 'backups']],
  ])('%s', (_, used, expected) => {
    expect(overLimits({ resources: { ...limits, ...used }, limits })).toEqual(expected);
  });
});
