/** admin.*: the admin panel (SPEC.md §2, §6). Every procedure requires role admin (403 otherwise). */
import {
  AdminConversationSchema,
  AdminUserDtoSchema,
  AdminVenueDtoSchema,
  ApplicationDecisionSchema,
  ApplicationForAdminSchema,
  AuditEntryDtoSchema,
  BookingDtoSchema,
  ConversationDtoSchema,
  ConversationIdSchema,
  DecideApplicationSchema,
  FinancialSummarySchema,
  PriceConfigDtoSchema,
  PriceConfigSchema,
  SessionUserSchema,
  SetUserRoleSchema,
  SetVenueStatusSchema,
  VenueDtoSchema,
} from '@rentas/domain';
import { z } from 'zod';
import {
  decideApplication,
  financialSummary,
  getPriceConfig,
  listAllVenues,
  listAuditLog,
  listPendingApplications,
  listUsers,
  setUserRole,
  setVenueStatus,
  updatePriceConfig,
} from '../services/admin';
import { listRecentBookings } from '../services/bookings';
import { listConversationsForAdmin, readConversationAsAdmin } from '../services/messages';
import { adminProcedure, router } from '../trpc';

export const adminRouter = router({
  /** GET /api/admin/users. Output: AdminUserDto[]. */
  users: adminProcedure.output(z.array(AdminUserDtoSchema)).query(({ ctx }) => listUsers(ctx.db)),

  /**
   * GET /api/admin/conversations: the moderation list (issue 15): the newest 100 threads by venue,
   * guest, owner and message count, without their content. Errors: 401, 403.
   */
  conversations: adminProcedure
    .output(z.array(AdminConversationSchema))
    .query(({ ctx }) => listConversationsForAdmin(ctx.db)),

  /**
   * GET /api/admin/conversations/{id}: the moderation view of a thread (issue 15): admins are not
   * participants, so each read is written to the audit log. Output: the thread. Errors: 401, 403, 404.
   */
  readConversation: adminProcedure
    .input(ConversationIdSchema)
    .output(ConversationDtoSchema)
    .query(({ ctx, input }) => readConversationAsAdmin(ctx.db, ctx.user, input.id)),
  /** PATCH /api/admin/users/{userId}/role. Input: { userId, role }. Errors: 404, 409 SELF_DEMOTION / LAST_ADMIN. */
  setUserRole: adminProcedure
    .input(SetUserRoleSchema)
    .output(SessionUserSchema)
    .mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.user, input)),
  /** GET /api/admin/venues. Output: every venue (inactive too) with owner name. */
  venues: adminProcedure.output(z.array(AdminVenueDtoSchema)).query(({ ctx }) => listAllVenues(ctx.db)),
  /** PATCH /api/admin/venues/{venueId}/status. Input: { venueId, isActive }. Errors: 404. */
  setVenueStatus: adminProcedure
    .input(SetVenueStatusSchema)
    .output(VenueDtoSchema)
    .mutation(({ ctx, input }) => setVenueStatus(ctx.db, ctx.user, input)),
  /** GET /api/admin/bookings. Output: the 10 most recent bookings (SPEC.md §9). */
  bookings: adminProcedure
    .output(z.array(BookingDtoSchema))
    .query(({ ctx }) => listRecentBookings({ db: ctx.db, config: ctx.config, now: ctx.now() }, 10)),
  /** GET /api/admin/financial-summary. Output: FinancialSummary. */
  financialSummary: adminProcedure
    .output(FinancialSummarySchema)
    .query(({ ctx }) => financialSummary(ctx.db, ctx.now())),
  /** GET /api/admin/price-config. Output: PriceConfigDto. */
  priceConfig: adminProcedure.output(PriceConfigDtoSchema).query(({ ctx }) => getPriceConfig(ctx.db)),
  /** PUT /api/admin/price-config. Input: the four percentages (0..100, 2 decimals). Output: PriceConfigDto. */
  updatePriceConfig: adminProcedure
    .input(PriceConfigSchema)
    .output(PriceConfigDtoSchema)
    .mutation(({ ctx, input }) => updatePriceConfig(ctx.db, ctx.user, input)),
  /** Pending owner applications. */
  applications: adminProcedure
    .output(z.array(ApplicationForAdminSchema))
    .query(({ ctx }) => listPendingApplications(ctx.db)),
  /** Input: { applicationId, approve }. Errors: 404 unknown or already decided. */
  decideApplication: adminProcedure
    .input(DecideApplicationSchema)
    .output(ApplicationDecisionSchema)
    .mutation(({ ctx, input }) => decideApplication(ctx.db, ctx.user, input, { publicUrl: ctx.config.publicUrl })),
  /** The latest 100 audit entries. */
  auditLog: adminProcedure.output(z.array(AuditEntryDtoSchema)).query(({ ctx }) => listAuditLog(ctx.db)),
});
