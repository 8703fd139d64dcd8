import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractHandlers } from '../handlers';
import { openApiDocument } from './document';
import { operations } from './operations';
import { schemaErrors } from './validator';
import { withContract } from './with-contract';

/** `*\/api/invoices/:id` and `/api/invoices/{id}` both read `GET /api/invoices/{}`. */
const handlerKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\*/, '').replace(/:[^/]+/g, '{}').replace(/\/$/, '') || '/'}`;
const operationKey = (method: string, path: string) => handlerKey(method, path.replace(/\{[^}]+\}/g, '{}'));

function handlerKeys(handlers: RequestHandler[]): string[] {
  return handlers
    .map((handler) => handler.info as { method?: unknown; path?: unknown })
    .filter((info): info is { method: string; path: string } => typeof info.method === 'string' && typeof info.path === 'string')
    .filter((info) => !info.path.replace(/^\*/, '').startsWith('/api/__'))
    .map((info) => handlerKey(info.method, info.path));
}

describe('the contract and the handlers', () => {
  const handled = new Set(handlerKeys(contractHandlers));
  const declared = new Set(operations.map((operation) => operationKey(operation.method, operation.path)));

  it.each(operations.map((operation) => [operation.operationId, operationKey(operation.method, operation.path)]))(
    'operation %s (%s) has a handler',
    (_id, key) => {
      expect(handled).toContain(key);
    },
  );

  it.each([...handled])('handler %s has an operation', (key) => {
    expect(declared).toContain(key);
  });
});

describe('validation against the contract', () => {
  // A stand-in for a handler that drifted from the contract: the login call answering a bad shape.
  const drifting = http.post('*/api/auth/login', () => HttpResponse.json({ token: 42 }));
  const server = setupServer(...withContract([drifting, ...contractHandlers]));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const post = (path: string, body: unknown) =>
    fetch(`http://localhost:3100${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it.each([
    [{ password: 'demo1234' }, 'body.email', 'is required'],
    [{ email: 'not-an-email', password: 'demo1234' }, 'body.email', 'must match format "email"'],
    [{ email: 'a@b.test', password: 'demo1234', remember: true }, 'body.remember', 'is not allowed'],
  ])('answers %j with 400 naming %s', async (body, field, message) => {
    const response = await post('/api/auth/login', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; fields: { field: string; message: string }[] };
    expect(answer.fields).toContainEqual({ field, message });
    expect(answer.message).toContain(`${field} ${message}`);
  });

  it('answers 401 before 400 on an authenticated call without a token', async () => {
    const response = await post('/api/staff/invoices/inv-unpaid/edit', { paid: 'no' });
    expect(response.status).toBe(401);
  });

  it('fails loudly with 500 when a response breaks the contract, naming the operation and schema', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post('/api/auth/login', { email: 'a@b.test', password: 'demo1234' });
    expect(response.status).toBe(500);
    const message = String(logged.mock.calls[0]?.[0]);
    expect(message).toContain('login');
    expect(message).toContain('LoginResponse');
  });
});

describe('what the contract says of sidebar links', () => {
  it('says the token placeholder is never filled, as the link input refuses it', () => {
    const links = openApiDocument.paths['/api/sidebar/links'] as { get: { responses: { 200: { description: string } } } };
    const said = links.get.responses[200].description;
    expect(said).toContain('`%USER_TOKEN%` is never filled');
    expect(said).not.toMatch(/fills in[^.]*%USER_TOKEN%/);
    expect(schemaErrors('SidebarLinksInput', { text: 'Panel', link: 'https://example.com/?t=%USER_TOKEN%' }, 'body')).not.toEqual([]);
  });
});
