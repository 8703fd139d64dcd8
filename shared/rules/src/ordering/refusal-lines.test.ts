import { describe, expect, it } from 'vitest';
import { refusalLines } from './refusal-lines';

describe('refusalLines', () => {
  it.each([
    ['each resource over the limit', { message: 'x', fields: [{ field: 'body.memory', message: 'is over your limit: 1024 left' }, { field: 'body.cpu', message: 'is over your limit: 0 left' }] }, [{ field: 'memory', message: 'is over your limit: 1024 left' }, { field: 'cpu', message: 'is over your limit: 0 left' }]],
    ['the request as a whole', { fields: [{ field: 'body', message: 'would pass your limit of 8 servers' }] }, [{ field: null, message: 'would pass your limit of 8 servers' }]],
    ['the name', { fields: [{ field: 'body.name', message: 'must match pattern' }] }, [{ field: 'name', message: 'must match pattern' }]],
    ['a field the form does not have', { fields: [{ field: 'query.page', message: 'is wrong' }] }, [{ field: null, message: 'is wrong' }]],
    ['no fields at all', { message: 'Server srv-x not found' }, []],
    ['fields that are not a list', { fields: { name: 'taken' } }, []],
    ['no body', undefined, []],
    ['malformed entries are left out', { fields: [{ field: 'body.cpu' }, null, { field: 'body.disk', message: 'too big' }] }, [{ field: 'disk', message: 'too big' }]],
  ])('%s', (_, body, lines) => {
    expect(refusalLines(body)).toEqual(lines);
  });
});
