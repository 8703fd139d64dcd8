import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const part = (importer: () => Promise<{ text: string }>) => {
  const lazy = lazyPart(importer);
  function Shown({ wanted = true, retryKey = '' }: { wanted?: boolean; retryKey?: string }) {
    const { module, failed } = lazy.useModule(wanted, retryKey);
    return <p>{module ? module.text : failed ? 'failed' : 'placeholder'}</p>;
  }
  return { lazy, Shown };
};

describe('lazyPart', () => {
  it('renders a module that has already arrived in the first render, without a placeholder', async () => {
    const { lazy, Shown } = part(() => Promise.resolve({ text: 'frame' }));
    await lazy.load();
    render(<Shown />);
    expect(screen.getByText('frame')).toBeInTheDocument();
  });

  it('shows the placeholder until the module arrives, fetching it once', async () => {
    const importer = vi.fn(() => Promise.resolve({ text: 'frame' }));
    const { Shown } = part(importer);
    render(
      <>
        <Shown />
        <Shown />
      </>,
    );
    expect(screen.getAllByText('placeholder')).toHaveLength(2);
    expect(await screen.findAllByText('frame')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing until the module is wanted', async () => {
    const importer = vi.fn(() => Promise.resolve({ text: 'dialog' }));
    const { Shown } = part(importer);
    const { rerender } = render(<Shown wanted={false} />);
    await act(() => Promise.resolve());
    expect(importer).not.toHaveBeenCalled();
    rerender(<Shown wanted />);
    expect(await screen.findByText('dialog')).toBeInTheDocument();
  });

  it('says when the download failed, and tries again when the retry key changes', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ text: 'frame' });
    const { Shown } = part(importer);
    const { rerender } = render(<Shown retryKey="/a" />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    rerender(<Shown retryKey="/b" />);
    expect(await screen.findByText('frame')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
