/** What went wrong: an answer with an error status, no answer at all, or no answer in time. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failed call surfaces as this, so callers branch on `status`, never on fetch internals. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer (network down, CORS, abort, time limit). */
    readonly status: number,
    message: string,
    /** The parsed error body, for answers that carry more than a message (429, a ban's 403). */
    readonly body: unknown = undefined,
    readonly kind: ApiErrorKind = status === 0 ? 'network' : 'http',
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The server did not answer within the call's time limit (a hung backend). */
  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }
}

const messageOf = (body: unknown, fallback: string): string =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;

/** The message of an answer that carried none of its own. */
export const fallbackMessage = (status: number) => `Request failed with status ${status}`;

export const apiErrorFrom = (response: Response, body: unknown): ApiError =>
  new ApiError(response.status, messageOf(body, fallbackMessage(response.status)), body);
