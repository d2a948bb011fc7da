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

/**
 * A data hook's mutation callbacks. On success: `steps.store` (the hook's cache work), then the
 * refresh starts (`steps.refresh`, lib/refresh.ts), then the component's `outcome.onSuccess`
 * runs, then the refresh is awaited. On failure: `steps.failed`, then `outcome.onError`.
 */
export function callbacks<T, V = unknown, E = ApiError>(
  outcome: Outcome<T, E, V>,
  steps: {
    store?: (data: T, variables: V) => void;
    refresh?: (data: T) => Promise<void>;
    failed?: (error: E) => void;
  } = {},
) {
  return {
    onSuccess: async (data: T, variables: V) => {
      steps.store?.(data, variables);
      const refreshed = steps.refresh?.(data);
      await outcome.onSuccess?.(data, variables);
      await refreshed;
    },
    onError: (error: E) => {
      outcome.onError?.(error);
      steps.failed?.(error);
    },
  };
}
