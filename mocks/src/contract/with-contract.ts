import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import type { ValidationErrorBody } from '@panel/api/contract';
import { authenticate } from '../http/auth-guard';
import { findOperation } from './operations';
import { requestErrors, responseViolation, type FieldError } from './validator';

/** Mock-only paths (`/api/__mock/…`, stand-in pages) are outside the contract. */
const isMockOnly = (pathname: string) => pathname.startsWith('/api/__');

/** 400 with one entry per field, as every contract check answers it. */
export function badRequest(errors: FieldError[]): Response {
  const message = errors.map((error) => `${error.field} ${error.message}`).join('; ');
  return HttpResponse.json({ message, fields: errors } satisfies ValidationErrorBody, { status: 400 });
}

async function checkedResponse(operationId: string, response: Response, validate: (body: unknown) => ReturnType<typeof responseViolation>): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!isJson) return response;
  const body: unknown = await response.clone().json();
  const violation = validate(body);
  if (!violation) return response;
  const message = `Contract violation: ${operationId} answered ${response.status} not matching ${violation.schema}: ${violation.problems.join('; ')}`;
  console.error(message);
  return HttpResponse.json({ message }, { status: 500 });
}

/**
 * Puts mocks/openapi.yaml in front of the handlers: a request that breaks its operation's
 * contract answers 400 with one message per field (after 401, which comes first for
 * authenticated calls), and a response that breaks it answers 500 and logs which operation
 * and schema, so the mock and the contract cannot drift apart.
 */
export function withContract(handlers: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const found = isMockOnly(url.pathname) ? null : findOperation(request.method, url.pathname);
      if (!found) return getResponse(handlers, request);
      const { operation, pathParams } = found;

      const errors = requestErrors(operation, { pathParams, query: url.searchParams, body: await request.clone().text() });
      if (errors.length > 0) {
        const unauthenticated = operation.authenticated ? authenticate(request) : null;
        return unauthenticated instanceof Response ? unauthenticated : badRequest(errors);
      }
      const response = await getResponse(handlers, request);
      return response && checkedResponse(operation.operationId, response, (body) => responseViolation(operation, response.status, body));
    }),
  ];
}
