import { describe, expect, it } from 'vitest';
import { leftWith, resourceProblems, roomFor, slotsLeft, type Resources } from '@panel/rules';
import { refusedFields } from './create-resources';

const limits = { cpu: 800, memory: 16384, disk: 81920, databases: 8, allocations: 8, backups: 8, servers: 8 };
const used = { cpu: 300, memory: 10240, disk: 30720, databases: 1, allocations: 2, backups: 8, servers: 8 };
const room: Resources = { cpu: 500, memory: 6144, disk: 51200, databases: 7, allocations: 6, backups: 0 };
const fine: Resources = { cpu: 100, memory: 1024, disk: 1024, databases: 0, allocations: 1, backups: 0 };

describe('what the account leaves for a new server', () => {
  it('is the limits less what servers and waiting orders take, never below zero', () => {
    expect(roomFor({ limits, resources: used })).toEqual(room);
    expect(roomFor({ limits, resources: { ...used, memory: 20000 } }).memory).toBe(0);
  });

  it.each([
    [8, 8, 0],
    [3, 8, 5],
    [9, 8, 0],
  ])('with %i servers of %i, %i slots are left', (servers, max, left) => {
    expect(slotsLeft({ limits: { ...limits, servers: max }, resources: { ...used, servers } })).toBe(left);
  });

  it('what is left after the values typed (an empty field takes nothing)', () => {
    expect(leftWith(room, { ...fine, memory: Number.NaN })).toMatchObject({ cpu: 400, memory: 6144, disk: 50176, allocations: 5 });
    expect(leftWith(room, { ...fine, memory: 7000 }).memory).toBe(-856);
  });
});

describe('why a value cannot be ordered', () => {
  it.each<[string, Partial<Resources>, object]>([
    ['values within the room', {}, {}],
    ['CPU under 10 %', { cpu: 5 }, { cpu: { kind: 'min', min: 10 } }],
    ['memory under 128 MB', { memory: 64 }, { memory: { kind: 'min', min: 128 } }],
    ['disk under 128 MB', { disk: 100 }, { disk: { kind: 'min', min: 128 } }],
    ['no port', { allocations: 0 }, { allocations: { kind: 'min', min: 1 } }],
    ['more memory than is left', { memory: 6145 }, { memory: { kind: 'over', max: 6144 } }],
    ['a backup when none is left', { backups: 1 }, { backups: { kind: 'over', max: 0 } }],
    ['an empty field', { disk: Number.NaN }, { disk: { kind: 'whole' } }],
    ['a fraction', { cpu: 10.5 }, { cpu: { kind: 'whole' } }],
  ])('%s', (_, change, problems) => {
    expect(resourceProblems({ ...fine, ...change }, room)).toEqual(problems);
  });
});

describe('a 400 naming fields', () => {
  it('ties each line to the resource it names, the rest said as a whole', () => {
    expect(
      refusedFields({
        fields: [
          { field: 'body.memory', message: 'is over your limit: 1024 left' },
          { field: 'body', message: 'would pass your limit of 8 servers' },
          { field: 42, message: 'ignored' },
        ],
      }),
    ).toEqual({ fields: { memory: 'is over your limit: 1024 left' }, general: ['would pass your limit of 8 servers'] });
    expect(refusedFields({ message: 'no fields' })).toEqual({ fields: {}, general: [] });
  });
});
