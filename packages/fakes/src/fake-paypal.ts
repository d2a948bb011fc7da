/**
 * A local stand-in for PayPal's REST API (sandbox), answering with the documented shapes
 * and error bodies: OAuth client-credentials tokens (401 `invalid_token` once expired),
 * Orders v2 create / get / capture (422 UNPROCESSABLE_ENTITY with ORDER_NOT_APPROVED,
 * INSTRUMENT_DECLINED or ORDER_ALREADY_CAPTURED), Payments v2 refund, the client token,
 * and the buyer's approval page (/checkoutnow?token=…, redirects to return_url).
 * Tests steer it through /__test/* endpoints or the returned handle.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

interface Money {
  currency_code: string;
  value: string;
}

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: Money;
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
  captureRequestId: string | null;
  captureResponse: unknown;
  /** issue 16: 'AUTHORIZE' orders are authorised, then their authorisation is captured or voided */
  intent: 'CAPTURE' | 'AUTHORIZE';
  authorization: FakeAuthorization | null;
}

/** An authorisation of an AUTHORIZE order (issue 16). */
export interface FakeAuthorization {
  id: string;
  status: 'CREATED' | 'CAPTURED' | 'VOIDED';
  amount: Money;
}

export interface FakePaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  env: Record<string, string>;
  /** the next capture is declined (INSTRUMENT_DECLINED) */
  declineNextCapture(): void;
  /** every issued access token stops working (401 invalid_token) */
  expireTokens(): void;
  /** approve an order as the buyer would on PayPal's page */
  approve(orderId: string): void;
  orders(): FakeOrder[];
  /** the capture id of every refund made (one entry per refund) */
  refunds(): string[];
  /** issue 16: every refund with its amount */
  refundLog(): { captureId: string; amount: Money }[];
  /** issue 16: the authorisations of AUTHORIZE orders */
  authorizations(): FakeAuthorization[];
  /** capture calls received */
  captureCalls(): number;
  close(): Promise<void>;
}

const id = (n: number) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);

function unprocessable(reply: FastifyReply, issue: string, description: string) {
  return reply.status(422).send({
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue, description }],
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: id(13).toLowerCase(),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

/** A 422 answer as data, for answers remembered by PayPal-Request-Id. */
function unprocessableAnswer(issue: string, description: string) {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue, description }],
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: id(13).toLowerCase(),
    },
  };
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    name: 'RESOURCE_NOT_FOUND',
    details: [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
    message: 'The specified resource does not exist.',
    debug_id: id(13).toLowerCase(),
  });
}

/** Starts the fake on 127.0.0.1 (random port unless given). */
export async function startFakePaypal(opts: { port?: number } = {}): Promise<FakePaypal> {
  const clientId = 'fake-paypal-client-id';
  const clientSecret = 'fake-paypal-secret';
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const refunds: string[] = [];
  const refundLog: { captureId: string; amount: Money }[] = [];
  /** answers already given per PayPal-Request-Id (refunds, authorisations), like PayPal's idempotency */
  const answered = new Map<string, { status: number; body: unknown }>();
  /** captures of authorisations: capture id → amount */
  const authCaptures = new Map<string, Money>();
  let declineNext = false;
  let captureCalls = 0;
  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  let base = '';

  app.post('/v1/oauth2/token', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    const [u, p] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (u !== clientId || p !== clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${id(40)}`;
    tokens.add(token);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${id(8)}`,
    };
  });

  // Bearer check for every /v1 (except token) and /v2 route.
  app.addHook('onRequest', async (req, reply) => {
    if (!/^\/v[12]\//.test(req.url) || req.url.startsWith('/v1/oauth2/token')) return;
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) {
      return reply.status(401).send({ error: 'invalid_token', error_description: 'Access Token not found in cache' });
    }
  });

  const orderBody = (o: FakeOrder) => ({
    id: o.id,
    intent: o.intent,
    status: o.status,
    purchase_units: [
      {
        reference_id: o.referenceId,
        amount: o.amount,
        ...(o.captureId
          ? {
              payments: { captures: [{ id: o.captureId, status: 'COMPLETED', amount: o.amount, final_capture: true }] },
            }
          : {}),
        ...(o.authorization
          ? {
              payments: {
                authorizations: [
                  {
                    id: o.authorization.id,
                    status: o.authorization.status,
                    amount: o.authorization.amount,
                    expiration_time: new Date(Date.now() + 29 * 24 * 3600 * 1000).toISOString(),
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' },
    ],
  });

  app.post('/v2/checkout/orders', async (req, reply) => {
    const body = req.body as {
      intent?: string;
      purchase_units?: { reference_id?: string; amount?: Money }[];
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    };
    const unit = body.purchase_units?.[0];
    if (
      (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') ||
      !unit?.amount ||
      !/^\d+(\.\d{2})?$/.test(unit.amount.value)
    ) {
      return reply.status(400).send({
        name: 'INVALID_REQUEST',
        details: [{ field: '/purchase_units/0/amount/value', issue: 'INVALID_PARAMETER_VALUE' }],
        message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      });
    }
    const ctx = body.payment_source?.paypal?.experience_context ?? {};
    const order: FakeOrder = {
      id: id(17),
      status: 'PAYER_ACTION_REQUIRED',
      amount: unit.amount,
      referenceId: unit.reference_id ?? 'default',
      returnUrl: ctx.return_url ?? '',
      cancelUrl: ctx.cancel_url ?? '',
      captureId: null,
      captureRequestId: null,
      captureResponse: null,
      intent: body.intent,
      authorization: null,
    };
    orders.set(order.id, order);
    return reply.status(200).send(orderBody(order));
  });

  app.get('/v2/checkout/orders/:id', async (req, reply) => {
    const order = orders.get((req.params as { id: string }).id);
    return order ? orderBody(order) : notFound(reply);
  });

  app.post('/v2/checkout/orders/:id/capture', async (req, reply) => {
    captureCalls++;
    const order = orders.get((req.params as { id: string }).id);
    if (!order) return notFound(reply);
    const requestId = req.headers['paypal-request-id'];
    if (order.status === 'COMPLETED') {
      if (requestId && requestId === order.captureRequestId) return reply.status(201).send(order.captureResponse);
      return unprocessable(
        reply,
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      );
    }
    if (order.intent !== 'CAPTURE') {
      return unprocessable(reply, 'ACTION_DOES_NOT_MATCH_INTENT', 'Order was created with an intent of AUTHORIZE.');
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(reply, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    if (declineNext) {
      declineNext = false;
      return unprocessable(
        reply,
        'INSTRUMENT_DECLINED',
        "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    order.status = 'COMPLETED';
    order.captureId = id(17);
    order.captureRequestId = typeof requestId === 'string' ? requestId : null;
    order.captureResponse = orderBody(order);
    return reply.status(201).send(order.captureResponse);
  });

  /** Replays the answer of a PayPal-Request-Id seen before, or runs `fn` and remembers its answer. */
  async function once(
    req: { headers: Record<string, unknown> },
    reply: FastifyReply,
    scope: string,
    fn: () => { status: number; body: unknown },
  ) {
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${scope}:${requestId}` : null;
    const known = key ? answered.get(key) : undefined;
    const answer = known ?? fn();
    if (key && !known && answer.status < 300) answered.set(key, answer);
    return reply.status(answer.status).send(answer.body);
  }

  const cents = (m: Money) => Math.round(Number(m.value) * 100);

  /** Refunds all of a capture, or `amount` of it (issue 16: partial refunds). */
  app.post('/v2/payments/captures/:id/refund', async (req, reply) => {
    const captureId = (req.params as { id: string }).id;
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    const captured = order?.amount ?? authCaptures.get(captureId);
    if (!captured) return notFound(reply);
    const requested = (req.body as { amount?: { value?: string; currency_code?: string } } | null)?.amount;
    return once(req, reply, `refund-${captureId}`, () => {
      const done = refundLog.filter((r) => r.captureId === captureId).reduce((sum, r) => sum + cents(r.amount), 0);
      if (done >= cents(captured)) {
        return unprocessableAnswer('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
      }
      const amount: Money = requested?.value
        ? { currency_code: requested.currency_code ?? captured.currency_code, value: requested.value }
        : { currency_code: captured.currency_code, value: ((cents(captured) - done) / 100).toFixed(2) };
      if (done + cents(amount) > cents(captured)) {
        return unprocessableAnswer(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      refunds.push(captureId);
      refundLog.push({ captureId, amount });
      return { status: 201, body: { id: id(17), status: 'COMPLETED', amount } };
    });
  });

  /** Issue 16: authorises an approved AUTHORIZE order. */
  app.post('/v2/checkout/orders/:id/authorize', async (req, reply) => {
    const order = orders.get((req.params as { id: string }).id);
    if (!order) return notFound(reply);
    return once(req, reply, `authorize-${order.id}`, () => {
      if (order.intent !== 'AUTHORIZE') {
        return unprocessableAnswer('ACTION_DOES_NOT_MATCH_INTENT', 'Order was created with an intent of CAPTURE.');
      }
      if (order.authorization) {
        return unprocessableAnswer('ORDER_ALREADY_AUTHORIZED', 'Order already authorized.');
      }
      if (order.status !== 'APPROVED') {
        return unprocessableAnswer('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      }
      if (declineNext) {
        declineNext = false;
        return unprocessableAnswer('INSTRUMENT_DECLINED', 'The instrument presented was declined.');
      }
      order.status = 'COMPLETED';
      order.authorization = { id: id(17), status: 'CREATED', amount: order.amount };
      return { status: 201, body: orderBody(order) };
    });
  });

  const findAuthorization = (authId: string) =>
    [...orders.values()].find((o) => o.authorization?.id === authId)?.authorization ?? null;

  /** Issue 16: captures an authorisation (the whole amount). */
  app.post('/v2/payments/authorizations/:id/capture', async (req, reply) => {
    const auth = findAuthorization((req.params as { id: string }).id);
    if (!auth) return notFound(reply);
    captureCalls++;
    return once(req, reply, `capture-auth-${auth.id}`, () => {
      if (auth.status === 'VOIDED')
        return unprocessableAnswer('AUTHORIZATION_VOIDED', 'Authorization has been voided.');
      if (auth.status === 'CAPTURED') {
        return unprocessableAnswer('AUTHORIZATION_ALREADY_CAPTURED', 'Authorization has already been captured.');
      }
      auth.status = 'CAPTURED';
      const captureId = id(17);
      authCaptures.set(captureId, auth.amount);
      return { status: 201, body: { id: captureId, status: 'COMPLETED', amount: auth.amount, final_capture: true } };
    });
  });

  /** Issue 16: voids an authorisation; voiding a voided one is fine. */
  app.post('/v2/payments/authorizations/:id/void', async (req, reply) => {
    const auth = findAuthorization((req.params as { id: string }).id);
    if (!auth) return notFound(reply);
    if (auth.status === 'CAPTURED') {
      return unprocessable(reply, 'AUTHORIZATION_ALREADY_CAPTURED', 'Authorization has already been captured.');
    }
    auth.status = 'VOIDED';
    return reply.status(204).send();
  });

  app.post('/v1/identity/generate-token', async () => ({ client_token: `eyJ${id(60)}`, expires_in: 3600 }));

  /** The buyer approves on "PayPal" and is sent back to the merchant's return_url. */
  app.get('/checkoutnow', async (req, reply) => {
    const order = orders.get((req.query as { token?: string }).token ?? '');
    if (!order) return reply.status(404).type('text/html').send('<h1>Orden no encontrada</h1>');
    if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    const back = new URL(order.returnUrl);
    back.searchParams.set('token', order.id);
    back.searchParams.set('PayerID', 'FAKEPAYER123');
    return reply.redirect(back.toString());
  });

  app.post('/__test/decline-next-capture', async () => {
    declineNext = true;
    return { ok: true };
  });
  app.post('/__test/expire-tokens', async () => {
    tokens.clear();
    return { ok: true };
  });

  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    clientId,
    clientSecret,
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_API_BASE: base },
    declineNextCapture: () => {
      declineNext = true;
    },
    expireTokens: () => tokens.clear(),
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (order && order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    orders: () => [...orders.values()],
    refunds: () => [...refunds],
    refundLog: () => refundLog.map((r) => ({ ...r })),
    authorizations: () => [...orders.values()].flatMap((o) => (o.authorization ? [{ ...o.authorization }] : [])),
    captureCalls: () => captureCalls,
    close: () => app.close(),
  };
}
