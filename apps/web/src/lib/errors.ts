/**
 * Reading the error contract of the server (@rentas/domain ERRORS): a tRPC error
 * carries the Spanish message in `.message` and the code in `data.appCode`.
 */
import type { ErrorCode } from '@rentas/domain';
import { TRPCClientError } from '@trpc/client';

interface ContractData {
  appCode?: ErrorCode;
  httpStatus?: number;
}

function contractData(error: unknown): ContractData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data ?? undefined) as ContractData | undefined;
}

/** The server's error code (SLOT_TAKEN, VENUE_NOT_FOUND, ...) or undefined for network and unknown errors. */
export function appCodeOf(error: unknown): ErrorCode | undefined {
  return contractData(error)?.appCode;
}

/** The HTTP status the server answered with, when known. */
export function httpStatusOf(error: unknown): number | undefined {
  return contractData(error)?.httpStatus;
}

/**
 * The Spanish message to show: the server's own message when the server sent one
 * (it always comes from the error contract), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && appCodeOf(error) && error.message) return error.message;
  return fallback;
}
