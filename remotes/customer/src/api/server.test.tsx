import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { isServerListKey, serverKey, useServerWrite } from './server';

describe('isServerListKey', () => {
  it.each([
    [['customer', 'servers', 'u-customer'], true],
    [['customer', 'servers'], true],
    [['customer', 'server', 'srv-1'], false],
    [['billing', 'servers'], false],
    ['customer/servers', false],
    [undefined, false],
  ])('%j: %s', (key, expected) => {
    expect(isServerListKey(key)).toBe(expected);
  });
});

describe('useServerWrite', () => {
  it('revalidates the server, every list of servers and the keys it names, before it resolves; other keys stay', async () => {
    const fetched: string[] = [];
    const fetcher = (key: readonly string[]) => {
      fetched.push(key.join('/'));
      return Promise.resolve(fetched.length);
    };
    let write: ((arg: { id: string }) => Promise<string>) | undefined;
    function Screen() {
      useSWR(serverKey('srv-1'), fetcher);
      useSWR(['customer', 'servers', 'u-1'], fetcher);
      useSWR(['customer', 'usage', 'u-1'], fetcher);
      useSWR(['customer', 'locations'], fetcher);
      write = useServerWrite(
        vi.fn(async () => 'done'),
        () => [['customer', 'usage', 'u-1']],
      );
      return <p>ready</p>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Screen />
      </SWRConfig>,
    );
    await screen.findByText('ready');
    await waitFor(() => expect(fetched).toHaveLength(4));
    fetched.length = 0;
    await act(async () => expect(await write?.({ id: 'srv-1' })).toBe('done'));
    expect(fetched.sort()).toEqual(['customer/server/srv-1', 'customer/servers/u-1', 'customer/usage/u-1']);
  });
});
