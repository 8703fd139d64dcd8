import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, readJsonObject } from './body';

const jsonRequest = (body: string) => new Request('http://mock.test/', { method: 'POST', body });
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonDepth', () => {
  it.each([
    ['a number', '1', 0],
    ['an object', '{"a":1}', 1],
    ['arrays in objects', '{"a":[[1],[2]]}', 3],
    ['brackets inside strings', '{"a":"{[{[","b":"\\"{"}', 1],
    ['5,000 levels', nested(5000), 5000],
  ])('%s', (_case, text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});

describe('readJsonObject', () => {
  it('reads a JSON object', async () => {
    expect(await readJsonObject(jsonRequest('{"a":{"b":[1]}}'))).toEqual({ a: { b: [1] } });
  });

  it.each([
    ['nested deeper than the limit', nested(MAX_JSON_DEPTH + 1), `Request body nests deeper than ${MAX_JSON_DEPTH} levels`],
    ['a __proto__ key', '{"__proto__":{"x":1}}', 'Forbidden field: __proto__'],
    ['a constructor key inside', '{"a":[{"constructor":{}}]}', 'Forbidden field: constructor'],
    ['a prototype key inside', '{"a":{"prototype":1}}', 'Forbidden field: prototype'],
    ['not JSON', '{', 'Request body is not valid JSON'],
    ['an array', '[1]', 'Request body must be a JSON object'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const answer = await readJsonObject(jsonRequest(body));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toEqual({ message });
  });

  it('reads a body exactly at the depth limit', async () => {
    expect(await readJsonObject(jsonRequest(nested(MAX_JSON_DEPTH)))).not.toBeInstanceOf(Response);
  });
});
