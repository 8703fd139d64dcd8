import { describe, expect, it } from 'vitest';
import type { ResourceLimits } from '@panel/api/contract';
import { leftWith, resourceProblems, roomFor, type Resources } from './resource-room';

const limits = (cpu: number, memory: number, extra: Partial<ResourceLimits> = {}): ResourceLimits => ({ cpu, memory, disk: 10240, databases: 2, allocations: 2, backups: 2, servers: 4, ...extra });
const room: Resources = { cpu: 400, memory: 8192, disk: 10240, databases: 2, allocations: 2, backups: 2 };

describe('roomFor', () => {
  it.each([
    ['gives the server its own share back', limits(800, 16384), limits(500, 10240), limits(100, 2048), { cpu: 400, memory: 8192 }],
    ['is exactly the own share when the account is full', limits(300, 4096), limits(300, 4096), limits(100, 2048), { cpu: 100, memory: 2048 }],
    ['is never negative when the account is already over', limits(100, 1024), limits(500, 8192), limits(100, 2048), { cpu: 0, memory: 0 }],
  ])('%s', (_, accountLimits, used, own, expected) => {
    expect(roomFor({ limits: accountLimits, resources: used }, own)).toMatchObject(expected);
  });
});

describe('leftWith', () => {
  it.each([
    ['what remains after the values', { cpu: 150, memory: 8192 }, { cpu: 250, memory: 0 }],
    ['a negative amount past the limit', { cpu: 500 }, { cpu: -100, memory: 8192 }],
    ['all the room for a field being typed (empty)', { cpu: Number.NaN }, { cpu: 400 }],
  ])('%s', (_, values, expected) => {
    expect(leftWith(room, values)).toMatchObject(expected);
  });
});

describe('resourceProblems', () => {
  const fine = { cpu: 100, memory: 2048, disk: 10240, databases: 0, allocations: 1, backups: 0 };
  it.each([
    ['nothing within the room', fine, {}],
    ['exactly the room is allowed', { ...fine, cpu: 400, memory: 8192 }, {}],
    ['more than is left', { ...fine, memory: 8193 }, { memory: { kind: 'over', max: 8192 } }],
    ['under the minimum', { ...fine, cpu: 5, allocations: 0 }, { cpu: { kind: 'min', min: 10 }, allocations: { kind: 'min', min: 1 } }],
    ['not a whole number, or empty', { ...fine, disk: 1.5, backups: Number.NaN }, { disk: { kind: 'whole' }, backups: { kind: 'whole' } }],
  ])('%s', (_, values, expected) => {
    expect(resourceProblems(values, room)).toEqual(expected);
  });
});
