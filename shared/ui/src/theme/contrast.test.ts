import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, parseHexColor, readableShadeOf, readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it.each([
    ['#6366f1', '#000'], // white reaches only 4.47:1 on this indigo
    ['#ffff00', '#000'],
    ['#000000', '#fff'],
    ['#ffffff', '#000'],
    ['#777', '#000'],
    ['#767676', '#000'],
    ['#5865f2', '#fff'],
    ['#ff7a1a', '#000'],
    ['#d42a3c', '#fff'],
    ['#22c55e', '#000'],
  ])('on %s picks %s and reaches AA', (background, expected) => {
    const text = readableTextOn(background);
    expect(text?.color).toBe(expected);
    expect(text?.ratio).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('reaches AA for every primary, including the hardest mid greys', () => {
    for (let value = 0; value < 0x1000000; value += 0x010203) {
      const hex = `#${value.toString(16).padStart(6, '0')}`;
      expect(readableTextOn(hex)?.ratio, hex).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it.each(['', 'red', 'rgb(0,0,0)', '#12', '#gggggg', 'url(x)'])('does not guess for %j', (value) => {
    expect(readableTextOn(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(parseHexColor('#000')!, parseHexColor('#fff')!)).toBeCloseTo(21);
    expect(contrastRatio(parseHexColor('#abc')!, parseHexColor('#aabbcc')!)).toBe(1);
  });
});

describe('readableShadeOf', () => {
  it('keeps a colour that already reads on the surface', () => {
    expect(readableShadeOf('#2459d6', '#eef1f7')).toBe('#2459d6');
  });

  it('darkens on a light surface and lightens on a dark one, just enough for AA', () => {
    for (const [surface, darker] of [['#eef1f7', true], ['#1f2739', false]] as const) {
      for (let value = 0; value < 0x1000000; value += 0x030507) {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        const shade = readableShadeOf(hex, surface)!;
        expect(contrastRatio(parseHexColor(shade)!, parseHexColor(surface)!), `${hex} on ${surface}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        if (shade !== hex) expect(parseHexColor(shade)!.reduce((a, b) => a + b) < parseHexColor(hex)!.reduce((a, b) => a + b)).toBe(darker);
      }
    }
  });

  it('reaches AA on every surface it is given', () => {
    const surfaces = ['#eef1f7', '#fdf6e3', '#ffffff'];
    const shade = parseHexColor(readableShadeOf('#f59e0b', surfaces)!)!;
    for (const surface of surfaces) expect(contrastRatio(shade, parseHexColor(surface)!), surface).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('does not guess for what is not a hex colour', () => {
    expect(readableShadeOf('tomato', '#fff')).toBeNull();
    expect(readableShadeOf('#fff', ['#000', 'tomato'])).toBeNull();
  });
});
