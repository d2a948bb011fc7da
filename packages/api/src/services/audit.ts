import type { Db } from '@rentas/db';

/** Writes one audit entry: who did what to which entity, with before/after snapshots (JSON). */
export async function audit(
  db: Db,
  entry: { actorId: string; action: string; entity: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
