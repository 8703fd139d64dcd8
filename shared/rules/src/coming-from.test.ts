import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './coming-from';

describe('safeReturnPath', () => {
  it.each([
    ['/invoice/abc?x=1', '/invoice/abc?x=1'],
    ['/', '/'],
    ['/staff/users/u-1#notes', '/staff/users/u-1#notes'],
    ['/a/../b', '/b'],
    ['/a/./b/../c', '/a/c'],
  ])('follows the same-origin path %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative URL', '//evil.com'],
    ['protocol-relative URL with a path', '//evil.com/invoice/1'],
    ['backslash host', '/\\evil.com'],
    ['backslash later in the path', '/foo\\bar'],
    ['absolute URL', 'https://evil.com'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['bare host', 'evil.com'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['tab inside the path', '/\t/evil.com'],
    ['newline inside the path', '/invoice\n/1'],
    ['NUL inside the path', '/invoice\u0000'],
    ['leading control character', '\u0001/invoice'],
    ['dot segment that normalises to //host', '/.//evil.com'],
    ['encoded dot segment that normalises to //host', '/%2e//evil.com'],
    ['parent segment that normalises to //host', '/a/..//evil.com/x'],
  ])('rejects a %s', (_name, input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
