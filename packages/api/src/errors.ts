/**
 * Maps anything a procedure throws to the error contract of @rentas/domain:
 * AppError codes, zod input errors (first Spanish message), and database
 * failures (exclusion violation → SLOT_TAKEN, lost connection → SERVICE_UNAVAILABLE).
 */
import { AppError, ERRORS, type ErrorCode } from '@rentas/domain';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';

const STATUS_TO_TRPC: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

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
    const known: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
      UNAUTHORIZED: 'UNAUTHENTICATED',
      FORBIDDEN: 'FORBIDDEN',
      NOT_FOUND: 'NOT_FOUND',
      BAD_REQUEST: 'VALIDATION',
      TOO_MANY_REQUESTS: 'RATE_LIMITED',
    };
    const code = known[error.code];
    if (code) return { status: ERRORS[code].status, code, message: ERRORS[code].message };
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
