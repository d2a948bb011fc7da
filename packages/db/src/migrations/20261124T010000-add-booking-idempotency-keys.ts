import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys of booking requests (issue 12): a guest's retry with the same
 * `Idempotency-Key` gets the booking its first request created instead of a 409 against
 * it. A key belongs to one user; it is written in the booking's own transaction, so a
 * committed booking always has its key. request_hash is the SHA-256 of the request's
 * booking fields, to refuse the key with another payload.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking_idempotency_keys (
      user_id uuid not null references users (id) on delete cascade,
      key text not null check (char_length(key) between 1 and 200),
      request_hash text not null,
      booking_id uuid not null references bookings (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )
  `.execute(db);
  await sql`create index booking_idempotency_keys_booking_id_idx on booking_idempotency_keys (booking_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table booking_idempotency_keys`.execute(db);
}
