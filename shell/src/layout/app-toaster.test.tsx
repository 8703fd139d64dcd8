import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@panel/ui';
import { stubMatchMedia } from '../test-utils/match-media';
import { AppToaster } from './toaster';

beforeAll(stubMatchMedia);
// The page-wide record every copy of the kit shares (shared/ui toast.ts): no toast asked for yet.
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('panel.toasts')];
});

describe('AppToaster', () => {
  it('mounts nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('Could not process your payment');
    });
    expect(await screen.findByText('Could not process your payment')).toBeInTheDocument();
    act(() => toast.remove());
  });
});
