/**
 * The admin panel's data (admin.*): lists, figures, the price split, applications and the audit
 * log. Every admin change reads the audit log again, plus the lists it touched (lib/refresh.ts).
 */
import {
  type AdminVenueDto,
  type ApplicationDecision,
  type PriceConfigDto,
  ROLE_LABELS,
  type VenueDto,
} from '@rentas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { refreshAfterAdminAction, refreshAfterVenueChange } from '../../../lib/refresh';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { ADMIN_FAILURES, toastAdminFailure } from '../admin-feedback';
import { personName } from '../format';

/** Every user, with booking and venue counts. */
export function useAdminUsers() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.users.queryOptions());
}

/** Every venue (inactive ones too), with its owner's name. */
export function useAdminVenues() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.venues.queryOptions());
}

/** The financial summary and the 10 most recent bookings. */
export function useFinancialSummary() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.financialSummary.queryOptions());
}
export function useRecentBookings() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.bookings.queryOptions());
}

/** The commission split percentages in force. */
export function usePriceConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.priceConfig.queryOptions());
}

/** Pending owner applications. */
export function useOwnerApplications() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.applications.queryOptions());
}

/** The latest audit-log entries. */
/** admin.conversations (issue 15): the moderation list, without any message content. */
export function useAdminConversations() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.conversations.queryOptions());
}

/**
 * admin.readConversation (issue 15): one thread, read for moderation; the server writes the
 * read to the audit log, so it runs only when the admin asks (enabled with an id).
 */
export function useModeratedConversation(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.readConversation.queryOptions({ id: id ?? '' }), enabled: id !== null, gcTime: 0 });
}

export function useAuditLog() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.auditLog.queryOptions());
}

/**
 * admin.updatePriceConfig: new percentages for new bookings. The shown configuration is
 * replaced; the financial summary and the audit log are read again.
 */
export function useUpdatePriceConfig(outcome: Outcome<PriceConfigDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.updatePriceConfig.mutationOptions(
      callbacks(outcome, {
        store: (updated) => queryClient.setQueryData(trpc.admin.priceConfig.queryKey(), updated),
        refresh: () => refreshAfterAdminAction(queryClient, trpc, ['financialSummary']),
      }),
    ),
  );
}

/**
 * admin.setVenueStatus: activates or deactivates a venue. The admin list is updated in place;
 * every public venue view (active venues only) and the audit log are read again.
 */
export function useSetVenueStatus(outcome: Outcome<VenueDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.setVenueStatus.mutationOptions(
      callbacks(outcome, {
        store: (updated) =>
          queryClient.setQueryData(trpc.admin.venues.queryKey(), (venues: AdminVenueDto[] | undefined) =>
            venues?.map((item) => (item.id === updated.id ? { ...item, isActive: updated.isActive } : item)),
          ),
        // Public lists and the venue page show active venues only.
        refresh: () => refreshAfterVenueChange(queryClient, trpc),
      }),
    ),
  );
}

/** admin.decideApplication: approves (the user becomes owner) or rejects an application. */
export function useDecideApplication(outcome: Outcome<ApplicationDecision> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.decideApplication.mutationOptions(
      callbacks(outcome, { refresh: () => refreshAfterAdminAction(queryClient, trpc, ['applications', 'users']) }),
    ),
  );
}

/**
 * admin.setUserRole (SPEC.md §4: a role change by an admin takes effect at once). The users
 * list is updated in place, the audit log is read again, and a toast names the new role.
 */
export function useSetUserRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.setUserRole.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.admin.users.queryKey(), (users) =>
          users?.map((user) =>
            user.id === updated.id ? { ...user, role: updated.role, contextRole: updated.contextRole } : user,
          ),
        );
        void refreshAfterAdminAction(queryClient, trpc);
        toast.success({
          title: 'Rol actualizado',
          message: `${personName(updated)} ahora es ${ROLE_LABELS[updated.role]}.`,
        });
      },
      onError: (error) => toastAdminFailure(error, ADMIN_FAILURES.role),
    }),
  );
}
