/** Owner applications (SPEC.md §2 /become-owner; PRODUCT.md §2: stored pending, decided by an admin). */
import type { Db } from '@rentas/db';
import type { OwnerApplicationDto } from '@rentas/domain';
import { AppError, type OwnerApplicationSchema, roleAtLeast } from '@rentas/domain';
import type { z } from 'zod';
import type { SessionUser } from '../context';

export type { OwnerApplicationDto };

/**
 * Stores a pending application. Output: the application.
 * Errors: ALREADY_OWNER 409 (role owner or admin), APPLICATION_PENDING 409 (one pending at a time).
 */
export async function submitOwnerApplication(
  db: Db,
  user: SessionUser,
  input: z.output<typeof OwnerApplicationSchema>,
): Promise<OwnerApplicationDto> {
  if (roleAtLeast(user.role, 'owner')) throw new AppError('ALREADY_OWNER');
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const pending = await trx
      .selectFrom('ownerApplications')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new AppError('APPLICATION_PENDING');
    const row = await trx
      .insertInto('ownerApplications')
      .values({
        userId: user.id,
        businessName: input.businessName,
        phone: input.phone,
        experience: input.experience || null,
        motivation: input.motivation || null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      businessName: row.businessName,
      phone: row.phone,
      experience: row.experience,
      motivation: row.motivation,
      status: row.status as OwnerApplicationDto['status'],
      createdAt: row.createdAt.toISOString(),
    };
  });
}
