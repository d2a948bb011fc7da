import { type Kysely, sql } from 'kysely';

/**
 * Conversations between a guest and a venue's owner (issue 15): an inquiry before booking (one
 * per guest and venue, `booking_id` null) or the thread of a booking (one per booking). Each
 * side's `*_read_at` marks what it has read; `*_notified_at` when it was last e-mailed about
 * the thread (at most one e-mail per thread per 15 minutes while unread).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table conversations (
      id uuid primary key default gen_random_uuid(),
      venue_id uuid not null references venues (id) on delete cascade,
      guest_id uuid not null references users (id) on delete cascade,
      booking_id uuid unique references bookings (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_message_at timestamptz not null default now(),
      guest_read_at timestamptz not null default 'epoch',
      owner_read_at timestamptz not null default 'epoch',
      guest_notified_at timestamptz,
      owner_notified_at timestamptz
    )
  `.execute(db);
  await sql`create unique index conversations_inquiry_idx on conversations (venue_id, guest_id) where booking_id is null`.execute(
    db,
  );
  await sql`create index conversations_guest_idx on conversations (guest_id, last_message_at desc)`.execute(db);
  await sql`create index conversations_venue_idx on conversations (venue_id, last_message_at desc)`.execute(db);
  await sql`
    create table messages (
      id uuid primary key default gen_random_uuid(),
      conversation_id uuid not null references conversations (id) on delete cascade,
      sender_id uuid not null references users (id) on delete cascade,
      body text not null check (char_length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index messages_conversation_idx on messages (conversation_id, created_at)`.execute(db);
  await sql`create index messages_sender_idx on messages (sender_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table messages`.execute(db);
  await sql`drop table conversations`.execute(db);
}
