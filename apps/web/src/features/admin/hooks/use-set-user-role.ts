/**
 * admin.setUserRole (SPEC.md §4: a role change by an admin takes effect at once).
 * The users list is updated in place; the audit log is read again.
 */
import { ROLE_LABELS } from '@rentas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { ADMIN_FAILURES, toastAdminFailure } from '../admin-feedback';
import { personName } from '../format';

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
        void queryClient.invalidateQueries({ queryKey: trpc.admin.auditLog.queryKey() });
        toast.success({
          title: 'Rol actualizado',
          message: `${personName(updated)} ahora es ${ROLE_LABELS[updated.role]}.`,
        });
      },
      onError: (error) => toastAdminFailure(error, ADMIN_FAILURES.role),
    }),
  );
}
