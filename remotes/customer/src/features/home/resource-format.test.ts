import { describe, expect, it } from 'vitest';
import { formatCpu, formatMegabytes } from './resource-format';

const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('resource amounts', () => {
  it.each([
    [512, 'en', '512 MB'],
    [2048, 'en', '2 GB'],
    [1536, 'en', '1.5 GB'],
    [10240, 'fr', '10 Go'],
  ])('%d MB in %s is %s', (megabytes, language, expected) => {
    expect(spaces(formatMegabytes(megabytes, language))).toBe(expected);
  });

  it.each([
    [100, 'en', '100%'],
    [250, 'fr', '250 %'],
  ])('%d%% CPU in %s is %s', (percent, language, expected) => {
    expect(spaces(formatCpu(percent, language))).toBe(expected);
  });
});
