import { afterEach, describe, expect, it, vi } from 'vitest';

// react-hot-toast that cannot be downloaded (offline, a redeploy): the module's import fails.
vi.doMock('react-hot-toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => document.getElementById('panel-plain-toasts')?.remove());

describe('the kit toast without react-hot-toast', () => {
  it('still shows a text toast, in a live region, and warns once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { toast } = await import('./toast');
    toast.error('The server could not be reached');
    toast.loading('Processing…');
    await vi.waitFor(() => expect(document.getElementById('panel-plain-toasts')).toHaveTextContent('The server could not be reached'));
    const region = document.getElementById('panel-plain-toasts');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).not.toHaveTextContent('Processing');
    expect(warn).toHaveBeenCalled();
  });
});
