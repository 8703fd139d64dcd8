import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstanceLogo } from './InstanceLogo';

describe('InstanceLogo', () => {
  it('shows the logo as decoration, at the size asked', () => {
    const { container } = render(<InstanceLogo src="/logo.svg" size={32} className="brand" />);
    const logo = container.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect(logo.getAttribute('alt')).toBe('');
    expect([logo.width, logo.height, logo.className]).toEqual([32, 32, 'brand']);
  });

  it('leaves out a logo that cannot be loaded, and shows a new one when the instance changes it', () => {
    const { container, rerender } = render(<InstanceLogo src="/missing.svg" size={28} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<InstanceLogo src="/new.svg" size={28} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/new.svg');
  });

  it('draws nothing when the instance has no logo', () => {
    expect(render(<InstanceLogo src={null} size={28} />).container.innerHTML).toBe('');
  });
});
