/**
 * Admin panel (SPEC.md §2 /admin-dashboard, §6; PRODUCT.md §2, §5). Every change is
 * written to the audit log in the same transaction.
 */
import type { Db } from '@rentas/db';
import type {
  AdminUserDto,
  ApplicationForAdmin,
  AuditEntryDto,
  FinancialSummary,
  PriceConfigDto,
} from '@rentas/domain';
import {
  AppError,
  type DecideApplicationSchema,
  fromCentavos,
  type PriceConfigSchema,
  type Role,
  roleChangeEndsSessions,
  type SetUserRoleSchema,
  type SetVenueStatusSchema,
  toCentavos,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../context';
import { audit } from './audit';
import { toSessionUser } from './auth';
import { isCompletedSql, isStandingSql, isUpcomingSql } from './booking-figures';
import { enqueueMail } from './mail-outbox';
import { toVenueDto, type VenueDto } from './venues';

export type { AdminUserDto, ApplicationForAdmin, AuditEntryDto, FinancialSummary, PriceConfigDto };

/** All users, newest first, with their booking and venue counts. */
export async function listUsers(db: Db): Promise<AdminUserDto[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('bookings.userId', '=', 'users.id')
        .as('bookingCount'),
      eb
        .selectFrom('venues')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('venues.ownerId', '=', 'users.id')
        .where('venues.deletedAt', 'is', null)
        .as('venueCount'),
    ])
    .orderBy('users.createdAt', 'desc')
    .limit(1000)
    .execute();
  return rows.map(({ bookingCount, venueCount, ...row }) => ({
    ...toSessionUser(row),
    bookingCount: Number(bookingCount ?? 0),
    venueCount: Number(venueCount ?? 0),
  }));
}

/**
 * Changes a user's role (effective at once: the view is reset to the new role). A demotion
 * ends every session of the user; a promotion keeps them (roleChangeEndsSessions, issue 14).
 * Errors: USER_NOT_FOUND 404; SELF_DEMOTION 409 (an admin cannot remove their own admin
 * role); LAST_ADMIN 409 (the last admin cannot be demoted).
 */
export async function setUserRole(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof SetUserRoleSchema>,
): Promise<SessionUser> {
  return db.transaction().execute(async (trx) => {
    // Serialise role changes so two admins cannot demote each other at once.
    await sql`select pg_advisory_xact_lock(724001)`.execute(trx);
    const target = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).executeTakeFirst();
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.role === 'admin' && input.role !== 'admin') {
      if (target.id === actor.id) throw new AppError('SELF_DEMOTION');
      const admins = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      if (Number(admins.n) <= 1) throw new AppError('LAST_ADMIN');
    }
    const row = await trx
      .updateTable('users')
      .set({ role: input.role, contextRole: input.role, roleSelected: true })
      .where('id', '=', input.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (roleChangeEndsSessions(target.role, input.role)) {
      await trx.deleteFrom('sessions').where('userId', '=', input.userId).execute();
    }
    await audit(trx, {
      actorId: actor.id,
      action: 'user.role.change',
      entity: 'user',
      entityId: target.id,
      before: { role: target.role },
      after: { role: input.role },
    });
    return toSessionUser(row);
  });
}

/** All venues (inactive ones too, not deleted), newest first, with owner names. */
export async function listAllVenues(db: Db): Promise<(VenueDto & { ownerName: string })[]> {
  const rows = await db
    .selectFrom('venues')
    .innerJoin('users', 'users.id', 'venues.ownerId')
    .selectAll('venues')
    .select(['users.firstName as ownerFirstName', 'users.lastName as ownerLastName', 'users.email as ownerEmail'])
    .where('venues.deletedAt', 'is', null)
    .orderBy('venues.createdAt', 'desc')
    .limit(2000)
    .execute();
  return rows.map(({ ownerFirstName, ownerLastName, ownerEmail, ...row }) => ({
    ...toVenueDto(row),
    ownerName: [ownerFirstName, ownerLastName].filter(Boolean).join(' ') || ownerEmail,
  }));
}

/** Activates or deactivates a venue. Output: VenueDto. Errors: VENUE_NOT_FOUND 404. */
export async function setVenueStatus(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof SetVenueStatusSchema>,
): Promise<VenueDto> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('venues')
      .select(['isActive'])
      .where('id', '=', input.venueId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!before) throw new AppError('VENUE_NOT_FOUND');
    const row = await trx
      .updateTable('venues')
      .set({ isActive: input.isActive, updatedAt: new Date() })
      .where('id', '=', input.venueId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId: actor.id,
      action: 'venue.status.change',
      entity: 'venue',
      entityId: input.venueId,
      before,
      after: { isActive: input.isActive },
    });
    return toVenueDto(row);
  });
}

/** The current price percentages (the newest row; the migration inserts the defaults 5, 5, 13, 10). */
export async function getPriceConfig(db: Db): Promise<PriceConfigDto> {
  const row = await db
    .selectFrom('priceConfigs')
    .leftJoin('users', 'users.id', 'priceConfigs.updatedBy')
    .selectAll('priceConfigs')
    .select(['users.firstName', 'users.lastName', 'users.email'])
    .orderBy('priceConfigs.id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    operativePercentage: row.operativePercentage,
    backofficePercentage: row.backofficePercentage,
    taxPercentage: row.taxPercentage,
    paymentGatewayPercentage: row.paymentGatewayPercentage,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy
      ? { id: row.updatedBy, name: [row.firstName, row.lastName].filter(Boolean).join(' ') || (row.email ?? '') }
      : null,
  };
}

/** Saves new percentages as a new row (every change kept). Output: PriceConfigDto. */
export async function updatePriceConfig(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof PriceConfigSchema>,
): Promise<PriceConfigDto> {
  await db.transaction().execute(async (trx) => {
    const before = await getPriceConfig(trx);
    await trx
      .insertInto('priceConfigs')
      .values({ ...input, updatedBy: actor.id })
      .execute();
    await audit(trx, {
      actorId: actor.id,
      action: 'price-config.update',
      entity: 'price-config',
      entityId: 'current',
      before: {
        operativePercentage: before.operativePercentage,
        backofficePercentage: before.backofficePercentage,
        taxPercentage: before.taxPercentage,
        paymentGatewayPercentage: before.paymentGatewayPercentage,
      },
      after: input,
    });
  });
  return getPriceConfig(db);
}

/**
 * GET /api/admin/financial-summary (PRODUCT.md §5, issue 13): volume and commission of the
 * bookings that stand (confirmed and completed), money taken online (PayPal captures, refunds
 * deducted) apart from money paid at the venue, the commission split by each booking's own
 * percentages, and counts by status (a confirmed booking whose end has passed counts as completed).
 */
export async function financialSummary(db: Db, now: Date): Promise<FinancialSummary> {
  const stands = isStandingSql();
  const online = sql<boolean>`bookings.payment_method = 'paypal'`;
  // Each booking's commission split by the price row in force when it was made (the oldest
  // row for bookings older than every row), each part rounded to centavos.
  const part = (column: string, onlineOnly = false) =>
    sql<
      string | null
    >`sum(round(bookings.commission * pc.${sql.ref(column)} / 100, 2)) filter (where ${stands}${onlineOnly ? sql` and ${online}` : sql``})`;
  const totals = await db
    .selectFrom('bookings')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('priceConfigs as p')
          .select([
            'p.operativePercentage as operative_percentage',
            'p.backofficePercentage as backoffice_percentage',
            'p.taxPercentage as tax_percentage',
            'p.paymentGatewayPercentage as payment_gateway_percentage',
          ])
          .orderBy(sql`case when p.updated_at <= bookings.created_at then 0 else 1 end`)
          .orderBy(sql`case when p.updated_at <= bookings.created_at then -p.id else p.id end`)
          .limit(1)
          .as('pc'),
      (join) => join.onTrue(),
    )
    .select([
      sql<string | null>`sum(total_amount) filter (where ${stands})`.as('gross'),
      sql<string | null>`sum(commission) filter (where ${stands})`.as('commission'),
      sql<string | null>`sum(total_amount) filter (where ${stands} and ${online})`.as('online'),
      sql<string | null>`sum(total_amount) filter (where ${stands} and not ${online})`.as('atVenue'),
      part('operative_percentage').as('operative'),
      part('backoffice_percentage').as('backoffice'),
      part('tax_percentage').as('tax'),
      part('payment_gateway_percentage', true).as('paymentGateway'),
      sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<string>`count(*) filter (where ${isUpcomingSql(now)})`.as('confirmed'),
      sql<string>`count(*) filter (where ${isCompletedSql(now)})`.as('completed'),
      sql<string>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
    ])
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('paymentOrders')
    .select(sql<string | null>`sum(amount)`.as('refunded'))
    .where('status', '=', 'refunded')
    .executeTakeFirstOrThrow();
  const cents = (value: string | null) => toCentavos(value ?? '0');
  const commission = cents(totals.commission);
  const [operative, backoffice, tax, paymentGateway] = [
    cents(totals.operative),
    cents(totals.backoffice),
    cents(totals.tax),
    cents(totals.paymentGateway),
  ];
  return {
    grossBookingVolume: fromCentavos(cents(totals.gross)),
    platformCommission: fromCentavos(commission),
    capturedOnline: fromCentavos(cents(totals.online)),
    refundedOnline: fromCentavos(cents(refunds.refunded)),
    payAtVenue: fromCentavos(cents(totals.atVenue)),
    split: {
      operative: fromCentavos(operative),
      backoffice: fromCentavos(backoffice),
      tax: fromCentavos(tax),
      paymentGateway: fromCentavos(paymentGateway),
      remainder: fromCentavos(commission - operative - backoffice - tax - paymentGateway),
    },
    percentages: await getPriceConfig(db),
    countsByStatus: {
      pending: Number(totals.pending),
      confirmed: Number(totals.confirmed),
      completed: Number(totals.completed),
      cancelled: Number(totals.cancelled),
    },
  };
}

/** Pending owner applications, oldest first. */
export async function listPendingApplications(db: Db): Promise<ApplicationForAdmin[]> {
  const rows = await db
    .selectFrom('ownerApplications')
    .innerJoin('users', 'users.id', 'ownerApplications.userId')
    .selectAll('ownerApplications')
    .select(['users.email', 'users.firstName', 'users.lastName'])
    .where('ownerApplications.status', '=', 'pending')
    .orderBy('ownerApplications.createdAt')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    businessName: r.businessName,
    phone: r.phone,
    experience: r.experience,
    motivation: r.motivation,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    user: { id: r.userId, email: r.email, firstName: r.firstName, lastName: r.lastName },
  }));
}

/**
 * Approves (the user becomes owner) or rejects a pending application; the applicant is
 * e-mailed the decision (issue 15) in the same transaction.
 * Errors: APPLICATION_NOT_FOUND 404 (unknown or already decided).
 */
export async function decideApplication(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof DecideApplicationSchema>,
  opts: { publicUrl: string },
): Promise<{ status: 'approved' | 'rejected' }> {
  return db.transaction().execute(async (trx) => {
    const status = input.approve ? 'approved' : 'rejected';
    const app = await trx
      .updateTable('ownerApplications')
      .set({ status, reviewedBy: actor.id, reviewedAt: new Date() })
      .where('id', '=', input.applicationId)
      .where('status', '=', 'pending')
      .returning(['id', 'userId'])
      .executeTakeFirst();
    if (!app) throw new AppError('APPLICATION_NOT_FOUND');
    if (input.approve) {
      await trx
        .updateTable('users')
        .set({ role: 'owner' as Role, contextRole: 'owner' })
        .where('id', '=', app.userId)
        .where('role', '=', 'user')
        .execute();
    }
    const applicant = await trx
      .selectFrom('users')
      .select(['email', 'firstName'])
      .where('id', '=', app.userId)
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, {
      to: applicant.email,
      dedupeKey: `owner-application-decided:${app.id}`,
      data: {
        kind: 'owner-application-decided',
        firstName: applicant.firstName,
        approved: input.approve,
        linkUrl: `${opts.publicUrl}${input.approve ? '/owner-dashboard' : '/venues'}`,
      },
    });
    await audit(trx, {
      actorId: actor.id,
      action: `owner-application.${status}`,
      entity: 'owner-application',
      entityId: app.id,
      before: { status: 'pending' },
      after: { status },
    });
    return { status };
  });
}

/** The latest audit entries, newest first. */
export async function listAuditLog(db: Db, limit = 100): Promise<AuditEntryDto[]> {
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.actorId')
    .selectAll('auditLog')
    .select(['users.firstName', 'users.lastName', 'users.email'])
    .orderBy('auditLog.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
    actor: { id: r.actorId, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || (r.email ?? 'Sistema') },
  }));
}
