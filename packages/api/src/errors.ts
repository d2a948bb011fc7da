/**
 * Maps anything a procedure throws to the error contract of @rentas/domain:
 * AppError codes, zod input errors (first Spanish message), and database
 * failures (exclusion violation → SLOT_TAKEN, lost connection → SERVICE_UNAVAILABLE).
 */
import { AppError, ERRORS, type ErrorCode } from '@rentas/domain';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';

/**
 * Every tRPC error code → the error-table code with the same HTTP status (issue 12: a
 * wrong method was answered 500). A Record, so a tRPC code added upstream fails typecheck.
 */
const TRPC_TO_ERROR: Record<TRPC_ERROR_CODE_KEY, ErrorCode> = {
  PARSE_ERROR: 'VALIDATION',
  BAD_REQUEST: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  TIMEOUT: 'REQUEST_TIMEOUT',
  CONFLICT: 'CONCURRENT_UPDATE',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_CONTENT: 'UNPROCESSABLE',
  PRECONDITION_REQUIRED: 'PRECONDITION_REQUIRED',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  CLIENT_CLOSED_REQUEST: 'CLIENT_CLOSED_REQUEST',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'GATEWAY_TIMEOUT',
};

/** HTTP status → the tRPC code that carries it (the inverse of TRPC_TO_ERROR; first one wins). */
const STATUS_TO_TRPC: Record<number, TRPC_ERROR_CODE_KEY> = {};
for (const [trpcCode, appCode] of Object.entries(TRPC_TO_ERROR) as [TRPC_ERROR_CODE_KEY, ErrorCode][]) {
  STATUS_TO_TRPC[ERRORS[appCode].status] ??= trpcCode;
}

/** The error-table code for an HTTP status a framework answered (Fastify 4xx): e.g. 415 → UNSUPPORTED_MEDIA_TYPE. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 400) return 'VALIDATION';
  const trpcCode = STATUS_TO_TRPC[status];
  return trpcCode ? TRPC_TO_ERROR[trpcCode] : status >= 500 ? 'INTERNAL' : 'VALIDATION';
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True for errors that mean the database could not be reached. */
export function isConnectionError(error: unknown): boolean {
  const code = pgCode(error);
  if (code && CONNECTION_ERRORS.has(code)) return true;
  const message = (error as Error)?.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

/** First Spanish message of a zod error. */
export function zodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? ERRORS.VALIDATION.message;
}

export interface ErrorDescription {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Describes any thrown value as status + code + Spanish message (REST bodies, tRPC shapes). */
export function describeError(error: unknown): ErrorDescription {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof AppError) return { status: cause.status, code: cause.code, message: cause.message };
  if (cause instanceof ZodError) return { status: 400, code: 'VALIDATION', message: zodMessage(cause) };
  if (pgCode(cause) === '23P01') return { status: 409, code: 'SLOT_TAKEN', message: ERRORS.SLOT_TAKEN.message };
  if (pgCode(cause) === '40P01' || pgCode(cause) === '40001') {
    return { status: 409, code: 'CONCURRENT_UPDATE', message: ERRORS.CONCURRENT_UPDATE.message };
  }
  if (isConnectionError(cause)) {
    return { status: 503, code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE.message };
  }
  if (error instanceof TRPCError) {
    const code = TRPC_TO_ERROR[error.code];
    return { status: ERRORS[code].status, code, message: ERRORS[code].message };
  }
  return { status: 500, code: 'INTERNAL', message: ERRORS.INTERNAL.message };
}

/** Converts any thrown value into a TRPCError whose HTTP status matches the contract. */
export function toTRPCError(error: unknown): TRPCError {
  const described = describeError(error);
  if (error instanceof TRPCError && described.code === 'INTERNAL' && error.code !== 'INTERNAL_SERVER_ERROR')
    return error;
  return new TRPCError({
    code: STATUS_TO_TRPC[described.status] ?? 'INTERNAL_SERVER_ERROR',
    message: described.message,
    cause: error instanceof TRPCError && error.cause ? error.cause : error,
  });
}
