/**
 * What a component does when a change it asked for succeeds or fails (toasts, closing a modal,
 * navigating). The feature's data hook does its own cache work first, then runs these, then
 * waits for the queries it refreshes (lib/refresh.ts), so a pending button stays pending until
 * the screen shows the new data.
 */
import type { AppRouter } from '@rentas/api';
import type { TRPCClientErrorLike } from '@trpc/client';

/** An error answered by the API (its message is Spanish). */
export type ApiError = TRPCClientErrorLike<AppRouter>;

export interface Outcome<T, E = ApiError, V = unknown> {
  /** `variables` are what the change was asked with */
  onSuccess?: (data: T, variables: V) => void | Promise<void>;
  onError?: (error: E) => void;
}

/** Runs `outcome.onSuccess`, then waits for `refreshed` (started before, so both overlap). */
export async function settle<T, V>(
  data: T,
  variables: V,
  refreshed: Promise<void>,
  outcome: Outcome<T, never, V>,
): Promise<void> {
  await outcome.onSuccess?.(data, variables);
  await refreshed;
}
