import { describe, expect, it } from 'vitest';
import { serverNameProblem } from './server-name';

describe('serverNameProblem', () => {
  it.each([
    ['Survival SMP', null],
    ['  padded  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(64), null],
    ['x'.repeat(65), 'tooLong'],
  ])('%j: %s', (name, problem) => {
    expect(serverNameProblem(name)).toBe(problem);
  });
});
