/**
 * Route guards for `beforeLoad` (SPEC.md §2 route table). They read the same
 * auth.me query the AuthProvider uses, so both agree on who is signed in.
 */
import type { SessionUser } from '@rentas/api';
import { homePathFor } from '@rentas/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Trpc } from './trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** The signed-in user, or null when signed out or when the check fails. */
export async function loadSessionUser(context: RouterContext): Promise<SessionUser | null> {
  try {
    return await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
  } catch {
    return null;
  }
}

/** Signed-in routes: signed-out visitors go to /login (and come back after signing in). */
export async function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}): Promise<{ user: SessionUser }> {
  const user = await loadSessionUser(context);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/** Signed-out routes (/login, /register): signed-in users go to their home. */
export async function requireSignedOut({ context }: { context: RouterContext }): Promise<void> {
  const user = await loadSessionUser(context);
  if (user) throw redirect({ to: homePathFor(user.contextRole) });
}
