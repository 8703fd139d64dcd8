import { expect, test } from '../fixtures';

test('a 2 MiB body sent to /api through the shell answers the mock\'s 413, and the API keeps answering', async ({ request }) => {
  const big = await request.post('/api/auth/login', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: 'a@panel.test', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ message: expect.stringContaining('Request body is larger than') });
  expect((await request.get('/api/')).status()).toBe(200);
});
