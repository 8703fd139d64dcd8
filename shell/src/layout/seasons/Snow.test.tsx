import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snow } from './Snow';

describe('Snow', () => {
  it('is 50 flakes in one layer hidden from assistive technology', () => {
    const { getByTestId } = render(<Snow />);
    const layer = getByTestId('snow');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.querySelectorAll('.shell-snow-flake')).toHaveLength(50);
  });

  it('gives each flake its place and fall', () => {
    const { getByTestId } = render(<Snow />);
    const flake = getByTestId('snow').querySelector<HTMLElement>('.shell-snow-flake')!;
    expect(flake.style.left).toMatch(/%$/);
    expect(flake.style.animationDuration).toMatch(/s$/);
    expect(flake.style.animationDelay).toMatch(/^-/);
  });
});
