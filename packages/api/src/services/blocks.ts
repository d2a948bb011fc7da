/** Blocked time of a venue (maintenance, private use): refused for booking, left out of search. */
import type { Db } from '@rentas/db';
import type { BlockDto } from '@rentas/domain';
import { AppError, type CreateBlockSchema } from '@rentas/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../context';
import { withVenueLock } from './bookings';
import { getManagedVenue } from './owner-venues';

export type { BlockDto };

/** Blocks of a managed venue that have not ended, soonest first. Errors: 403, 404. */
export async function listBlocks(db: Db, user: SessionUser, venueId: string, now: Date): Promise<BlockDto[]> {
  await getManagedVenue(db, user, venueId);
  const rows = await db
    .selectFrom('venueBlocks')
    .selectAll()
    .where('venueId', '=', venueId)
    .where('endAt', '>', now)
    .orderBy('startAt')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    venueId: r.venueId,
    startDate: r.startAt.toISOString(),
    endDate: r.endAt.toISOString(),
    reason: r.reason,
    source: r.source,
  }));
}

/**
 * Blocks a range of a managed venue. Errors: BLOCK_OVERLAPS_BOOKINGS 409 when an active
 * booking or another block overlaps; 403; 404.
 */
export async function createBlock(
  db: Db,
  user: SessionUser,
  input: z.output<typeof CreateBlockSchema>,
): Promise<BlockDto> {
  await getManagedVenue(db, user, input.venueId);
  return withVenueLock(db, input.venueId, async (trx) => {
    const clash = await trx
      .selectFrom('bookings')
      .select('id')
      .where('venueId', '=', input.venueId)
      .where('status', '<>', 'cancelled')
      .where(
        sql<boolean>`tstzrange(start_at, end_at, '[)') && tstzrange(${input.startDate}::timestamptz, ${input.endDate}::timestamptz, '[)')`,
      )
      .limit(1)
      .executeTakeFirst();
    if (clash) throw new AppError('BLOCK_OVERLAPS_BOOKINGS');
    try {
      const row = await trx
        .insertInto('venueBlocks')
        .values({
          venueId: input.venueId,
          startAt: input.startDate,
          endAt: input.endDate,
          reason: input.reason,
          createdBy: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        venueId: row.venueId,
        startDate: row.startAt.toISOString(),
        endDate: row.endAt.toISOString(),
        reason: row.reason,
        source: row.source,
      };
    } catch (error) {
      if ((error as { code?: string }).code === '23P01') throw new AppError('BLOCK_OVERLAPS_BOOKINGS');
      throw error;
    }
  });
}

/**
 * Removes a block of a managed venue. Errors: NOT_FOUND 404; 403; EXTERNAL_BLOCK 409 for a busy
 * time of the venue's external calendar (issue 18: it would come back at the next refresh).
 */
export async function deleteBlock(db: Db, user: SessionUser, blockId: string): Promise<void> {
  const block = await db
    .selectFrom('venueBlocks')
    .select(['id', 'venueId', 'source'])
    .where('id', '=', blockId)
    .executeTakeFirst();
  if (!block) throw new AppError('NOT_FOUND');
  await getManagedVenue(db, user, block.venueId);
  if (block.source === 'external') throw new AppError('EXTERNAL_BLOCK');
  await db.deleteFrom('venueBlocks').where('id', '=', blockId).execute();
}
