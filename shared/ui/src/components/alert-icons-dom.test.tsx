import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { ALERT_ICONS, LOCK_ICON, svgIcon } from './alert-icons-dom';

afterEach(cleanup);

describe("the plain-DOM alert icons are the kit's Alert icons, for fragments without React", () => {
  it.each(['info', 'success', 'warning', 'danger'] as const)('%s', (tone) => {
    const { container } = render(<Alert tone={tone}>x</Alert>);
    expect(svgIcon(ALERT_ICONS[tone]).outerHTML).toBe(container.querySelector('svg')?.outerHTML);
  });

  it("and the lock of a locked Button", () => {
    const { container } = render(<Button locked>x</Button>);
    expect(svgIcon(LOCK_ICON, { size: 16 }).outerHTML).toBe(container.querySelector('svg')?.outerHTML);
  });
});
