import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and leaves the rest', () => {
    expect(toCsv(['id', 'name'], [[1, 'Plain'], [2, 'Comma, "quoted"\nline']])).toBe('id,name\r\n1,Plain\r\n2,"Comma, ""quoted""\nline"');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)'])('keeps %s from running as a formula', (value) => {
    expect(toCsv(['v'], [[value]]).split('\r\n')[1]).toMatch(/^"?'/);
  });

  it('writes negative numbers as numbers and empty cells as nothing', () => {
    expect(toCsv(['a', 'b', 'c'], [[-5, null, undefined]])).toBe('a,b,c\r\n-5,,');
  });
});
