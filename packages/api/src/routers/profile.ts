/** profile.*: the signed-in user's own data (SPEC.md §2 /profile). */
import { UpdateProfileSchema } from '@rentas/domain';
import { toSessionUser } from '../services/auth';
import { protectedProcedure, router } from '../trpc';

export const profileRouter = router({
  /** PUT /api/profile. Input: { firstName, lastName } (trimmed). Output: the updated user. Errors: 400, 401. */
  update: protectedProcedure.input(UpdateProfileSchema).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .updateTable('users')
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where('id', '=', ctx.user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSessionUser(row);
  }),
});
