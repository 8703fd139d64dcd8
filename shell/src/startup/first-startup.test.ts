import { describe, expect, it, vi } from 'vitest';
import { beginStartup, takeStartup } from './first-startup';
import { runStartup } from './run-startup';

vi.mock('./run-startup', () => ({ runStartup: vi.fn(() => Promise.resolve({ kind: 'ready', redirect: null })) }));

const here = { pathname: '/invoice/inv-1', search: '' };

describe('the first startup', () => {
  it('is begun before the first render and taken once by the app; a retry runs afresh', () => {
    beginStartup(here);
    expect(runStartup).toHaveBeenCalledTimes(1);
    const first = vi.mocked(runStartup).mock.results[0]?.value;
    expect(takeStartup(here)).toBe(first);
    expect(runStartup).toHaveBeenCalledTimes(1);

    void takeStartup(here);
    expect(runStartup).toHaveBeenCalledTimes(2);
  });
});
