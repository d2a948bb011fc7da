import { type Kysely, sql } from 'kysely';

/** PayPal orders: who created them, for which booking, the amount decided by the server, and their capture. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('booking_id', 'uuid', (c) => c.unique().references('bookings.id'))
    .addColumn('amount', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('capture_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'payment_orders_status_check',
      sql`status in ('created', 'captured', 'declined', 'refunded', 'voided')`,
    )
    .execute();
  await db.schema.createIndex('payment_orders_user_id_idx').on('payment_orders').column('user_id').execute();
  await sql`create unique index bookings_payment_intent_id_key on bookings (payment_intent_id) where payment_intent_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_payment_intent_id_key`.execute(db);
  await db.schema.dropTable('payment_orders').ifExists().execute();
}
