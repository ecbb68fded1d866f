import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS } from '../../shared/strings.ts';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'RATE_LIMITED'
  | 'NOT_READY'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_READY: 503,
  INTERNAL: 500,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION: ERRORS.validation,
  UNAUTHENTICATED: ERRORS.unauthenticated,
  FORBIDDEN: ERRORS.forbidden,
  NOT_FOUND: ERRORS.notFound,
  CONFLICT: ERRORS.validation,
  TOO_LARGE: ERRORS.tooLarge,
  UNSUPPORTED_TYPE: ERRORS.unsupportedType,
  RATE_LIMITED: ERRORS.rateLimited,
  NOT_READY: ERRORS.notReady,
  INTERNAL: ERRORS.internal,
};

/** The one error type services throw; `onError` turns it into the JSON body of ARCHITECTURE.md §6. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly title?: string;
  /** Sent as Retry-After with a 429 or 503. */
  readonly retryAfterSeconds?: number;
  constructor(
    code: ErrorCode,
    message?: string,
    extra: { fields?: Record<string, string>; title?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.code = code;
    this.fields = extra.fields;
    this.title = extra.title;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export type ErrorBody = {
  error: { code: ErrorCode; message: string; title?: string; fields?: Record<string, string>; requestId?: string };
};

export function errorBody(err: AppError, requestId?: string): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.title ? { title: err.title } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

export const forbidden = (message: string = ERRORS.forbidden) => new AppError('FORBIDDEN', message, { title: ERRORS.forbiddenTitle });
