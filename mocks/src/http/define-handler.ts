import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { isStaffRank, type DbUser } from '../db';
import { operations } from '../contract/operations';
import { runLifecycle } from '../domain/lifecycle-job';
import { authenticate, sessionOrRefusal, type Session } from './auth-guard';
import { runWithOrigin } from './request-origin';
import { isPlainObject, readJsonBody } from './body';
import { apiError } from './respond';

/** Who may call: anyone, any signed-in user, STAFF or ADMIN, or ADMIN only. */
export type Audience = 'public' | 'user' | 'staff' | 'admin';

/** Thrown from a handler (or a rule it calls) to answer an error without early returns. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the error body says beyond its message, for a client to tell refusals apart without reading words. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const fail = (status: number, message: string, details?: Record<string, unknown>): never => {
  throw new ApiFailure(status, message, details);
};

export interface HandlerContext<A extends Audience> {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON object body, already checked against the contract (`{}` when none was sent, or it is not an object). */
  body: Record<string, unknown>;
  /** The body as sent, for the few calls whose body is not an object (a list of settings). */
  json: unknown;
  session: A extends 'public' ? Session | null : Session;
}

/** A plain value answers 200 JSON; `{ status, body }` another status; a Response is sent as it is. */
export type HandlerResult = Response | { status: number; body: unknown } | object | null;

const RANK_CHECK: Record<Exclude<Audience, 'public' | 'user'>, (user: DbUser) => boolean> = {
  staff: isStaffRank,
  admin: (user) => user.rank === 'ADMIN',
};

function sessionFor(request: Request, audience: Audience): Session | null {
  if (audience === 'public') {
    const session = request.headers.has('authorization') ? authenticate(request) : null;
    return session instanceof Response ? null : session;
  }
  const session = sessionOrRefusal(request);
  if ('status' in session) throw new ApiFailure(session.status, session.message);
  if (audience !== 'user' && !RANK_CHECK[audience](session.user)) {
    fail(403, audience === 'admin' ? 'Admin only' : 'Staff only');
  }
  return session;
}

const isStatusBody = (value: object): value is { status: number; body: unknown } =>
  'status' in value && 'body' in value && typeof value.status === 'number' && Object.keys(value).length === 2;

function toResponse(result: HandlerResult): Response {
  if (result instanceof Response) return result;
  if (result === null) return new HttpResponse(null, { status: 204 });
  if (isStatusBody(result)) return HttpResponse.json(result.body as JsonBodyType, { status: result.status });
  return HttpResponse.json(result as JsonBodyType);
}

/**
 * One handler for one operation of mocks/openapi.yaml: its method and path come from the
 * contract, the caller is authenticated and ranked before `handle` runs, and `fail(...)`
 * anywhere inside answers `{message}` (and its details) with its status. Body shape is the contract's concern
 * (see contract/with-contract.ts), so handlers only state the domain's rules.
 */
export function defineHandler<A extends Audience>({
  operation: operationId,
  auth,
  handle,
}: {
  operation: string;
  auth: A;
  handle: (context: HandlerContext<A>) => HandlerResult | Promise<HandlerResult>;
}): HttpHandler {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in mocks/openapi.yaml`);
  const mswPath = `*${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
  return http[operation.method as 'get'](mswPath, async ({ request, params }) => {
    try {
      // Time passes between calls: the servers catch up with the mock's clock before any answer.
      runLifecycle();
      const session = sessionFor(request, auth);
      // Depth and prototype keys are refused here too: not every body schema closes its objects.
      const json = await readJsonBody(request, { optional: true });
      if (json instanceof Response) return json;
      // What the handler writes to the audit log says where the call came from.
      const result = await runWithOrigin(request, () =>
        handle({
          request,
          params: params as Record<string, string>,
          query: new URL(request.url).searchParams,
          body: isPlainObject(json) ? json : {},
          json,
          session: session as HandlerContext<A>['session'],
        }),
      );
      return toResponse(result);
    } catch (error) {
      if (error instanceof ApiFailure) return apiError(error.status, error.message, error.details);
      throw error;
    }
  });
}
