/** messages.*: guest–owner conversations (issue 15). Every procedure needs a signed-in user. */
import {
  BookingThreadSchema,
  ConversationDtoSchema,
  ConversationIdSchema,
  ConversationSummarySchema,
  SendMessageSchema,
  StartInquirySchema,
} from '@rentas/domain';
import { z } from 'zod';
import { userMessageEvents } from '../services/message-hub';
import {
  bookingThread,
  listConversations,
  readConversation,
  sendMessage,
  startInquiry,
  unreadMessageCount,
} from '../services/messages';
import { protectedProcedure, router } from '../trpc';

export const messagesRouter = router({
  /** GET /api/conversations: my threads, newest first, with unread counts. Errors: 401. */
  list: protectedProcedure
    .output(z.array(ConversationSummarySchema))
    .query(({ ctx }) => listConversations(ctx.db, ctx.user)),

  /** Unread messages in all my threads (the header and bottom-bar badge). Output: { unread }. Errors: 401. */
  unread: protectedProcedure
    .output(z.object({ unread: z.number().int() }))
    .query(async ({ ctx }) => ({ unread: await unreadMessageCount(ctx.db, ctx.user.id) })),

  /**
   * GET /api/conversations/{id}/messages: a thread of mine with its messages (oldest first, the
   * newest 200); marks it read. Errors: 401, 404 CONVERSATION_NOT_FOUND (also someone else's).
   */
  thread: protectedProcedure
    .input(ConversationIdSchema)
    .output(ConversationDtoSchema)
    .query(({ ctx, input }) => readConversation(ctx.db, ctx.user, input.id, ctx.now())),

  /**
   * POST /api/conversations/{id}/messages { body }: writes in a thread of mine (plain text,
   * 1..2,000 characters). Output: the thread. Errors: 400, 401, 404, 429 MESSAGE_RATE_LIMITED.
   */
  send: protectedProcedure
    .input(SendMessageSchema)
    .output(ConversationDtoSchema)
    .mutation(({ ctx, input }) =>
      sendMessage(ctx.db, ctx.user, input, { now: ctx.now(), publicUrl: ctx.config.publicUrl }),
    ),

  /**
   * POST /api/venues/{venueId}/messages { body }: starts or continues my inquiry about a venue.
   * Output: the thread. Errors: 400, 401, 403 OWN_VENUE_MESSAGE, 404 VENUE_NOT_FOUND (also a
   * deactivated venue), 429 MESSAGE_RATE_LIMITED.
   */
  inquire: protectedProcedure
    .input(StartInquirySchema)
    .output(ConversationDtoSchema)
    .mutation(({ ctx, input }) =>
      startInquiry(ctx.db, ctx.user, input, { now: ctx.now(), publicUrl: ctx.config.publicUrl }),
    ),

  /** The thread of a booking (made on first use), for its guest or the venue's owner. Output: { id }. Errors: 401, 404. */
  bookingThread: protectedProcedure
    .input(BookingThreadSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => bookingThread(ctx.db, ctx.user, input.bookingId)),

  /**
   * Live updates over server-sent events: { conversationId } each time a message is written in
   * one of my threads, by any server process. Ends when the client goes away. Errors: 401.
   */
  events: protectedProcedure.subscription(({ ctx, signal }) => {
    if (!ctx.messageHub) throw new Error('messages.events needs the message hub');
    return userMessageEvents(ctx.messageHub, ctx.user.id, signal);
  }),
});
