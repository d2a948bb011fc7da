/** profile.*: the signed-in user's own data (SPEC.md §2 /profile). */
import {
  EmailPreferencesSchema,
  OwnerApplicationDtoSchema,
  OwnerApplicationSchema,
  SessionUserSchema,
  UpdateProfileSchema,
  UserStatsSchema,
} from '@rentas/domain';
import { toSessionUser } from '../services/auth';
import { submitOwnerApplication } from '../services/owner-applications';
import { userStats } from '../services/user-stats';
import { protectedProcedure, router } from '../trpc';

export const profileRouter = router({
  /** PUT /api/profile. Input: { firstName, lastName } (trimmed). Output: the updated user. Errors: 400, 401. */
  update: protectedProcedure
    .input(UpdateProfileSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.db
        .updateTable('users')
        .set({ firstName: input.firstName, lastName: input.lastName })
        .where('id', '=', ctx.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSessionUser(row);
    }),

  /**
   * POST /api/become-owner. Input: OwnerApplicationSchema. Output: the pending application.
   * Errors: 400 ('Por favor completa todos los campos requeridos.'), 401, 409 already owner / already pending.
   */
  becomeOwner: protectedProcedure
    .input(OwnerApplicationSchema)
    .output(OwnerApplicationDtoSchema)
    .mutation(({ ctx, input }) => submitOwnerApplication(ctx.db, ctx.user, input)),

  /** The signed-in user's optional e-mails (issue 15). Output: EmailPreferences. Errors: 401. */
  emailPreferences: protectedProcedure.output(EmailPreferencesSchema).query(async ({ ctx }) => {
    const row = await ctx.db
      .selectFrom('users')
      .select(['emailReminders', 'emailReviewRequests', 'emailMessages'])
      .where('id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    return { reminders: row.emailReminders, reviewRequests: row.emailReviewRequests, messages: row.emailMessages };
  }),

  /**
   * Turns the optional e-mails on or off (issue 15). Input and output: EmailPreferences (all three).
   * Errors: 400, 401.
   */
  updateEmailPreferences: protectedProcedure
    .input(EmailPreferencesSchema)
    .output(EmailPreferencesSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .updateTable('users')
        .set({
          emailReminders: input.reminders,
          emailReviewRequests: input.reviewRequests,
          emailMessages: input.messages,
        })
        .where('id', '=', ctx.user.id)
        .execute();
      return input;
    }),

  /** GET /api/profile/stats. Output: UserStats (active bookings, next booking, total spent, reviews). Errors: 401. */
  stats: protectedProcedure.output(UserStatsSchema).query(({ ctx }) => userStats(ctx.db, ctx.user.id, ctx.now())),
});
