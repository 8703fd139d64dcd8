import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useRevalidatingWrite } from './use-revalidating-write';

const key = (id: string) => ['billing', 'invoice', id] as const;

function Probe({ write }: { write: (id: string) => Promise<string> }) {
  const { data } = useSWR(key('inv-1'), fetcher);
  const run = useRevalidatingWrite(write, (id) => [key(id)]);
  return (
    <>
      <p>{data ?? 'loading'}</p>
      <button type="button" onClick={() => void run('inv-1').then((result) => (document.title = result))}>
        Write
      </button>
    </>
  );
}

const fetcher = vi.fn<() => Promise<string>>();

describe('useRevalidatingWrite', () => {
  it('resolves with the answer once the keys it names have been fetched again', async () => {
    fetcher.mockResolvedValueOnce('unpaid').mockResolvedValueOnce('paid');
    const write = vi.fn(async (id: string) => `wrote ${id}`);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Probe write={write} />
      </SWRConfig>,
    );
    expect(await screen.findByText('unpaid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('inv-1');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('wrote inv-1');
  });

  it('revalidates nothing when the write fails, and rejects with its error', async () => {
    fetcher.mockReset().mockResolvedValue('unpaid');
    let failure: unknown;
    function Failing() {
      const run = useRevalidatingWrite(
        async () => Promise.reject(new Error('refused')),
        () => [key('inv-1')],
      );
      useSWR(key('inv-1'), fetcher);
      return (
        <button type="button" onClick={() => void run(undefined).catch((error: unknown) => (failure = error))}>
          Write
        </button>
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Failing />
      </SWRConfig>,
    );
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    await vi.waitFor(() => expect(failure).toEqual(new Error('refused')));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
