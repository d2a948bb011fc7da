/**
 * PayPal REST client (Orders v2, Payments v2): OAuth client-credentials token, create
 * order, capture, refund, client token. The base URL comes from configuration
 * (sandbox, live, or the local fake the tests start). No SDK: the documented JSON API.
 */

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com */
  apiBase: string;
}

/** A PayPal API error with its HTTP status and the `name` / first issue of the body. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly name: string,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: {
    reference_id?: string;
    amount?: PaypalMoney;
    payments?: {
      captures?: { id: string; status: string; amount: PaypalMoney }[];
      /** issue 16: an AUTHORIZE order's authorisation, after authorizeOrder */
      authorizations?: { id: string; status: string; amount: PaypalMoney; expiration_time?: string }[];
    };
  }[];
}

export class PaypalClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly config: PaypalConfig) {}

  private async accessToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await fetch(`${this.config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok)
      throw new PaypalError(res.status, 'AUTHENTICATION_FAILURE', null, `PayPal token request failed (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  /** One API call; an expired or revoked token (401) is refreshed once and the call retried. */
  private async call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.accessToken(attempt > 0);
      const res = await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 401 && attempt === 0) continue;
      const text = await res.text();
      const json = text ? JSON.parse(text) : {};
      if (!res.ok) {
        throw new PaypalError(
          res.status,
          json.name ?? 'UNKNOWN',
          json.details?.[0]?.issue ?? null,
          json.message ?? `PayPal ${res.status}`,
        );
      }
      return json as T;
    }
    throw new PaypalError(401, 'AUTHENTICATION_FAILURE', null, 'PayPal rejected a fresh token');
  }

  /**
   * POST /v2/checkout/orders: one purchase unit; intent CAPTURE (default) or AUTHORIZE (issue 16:
   * a request, captured when the owner accepts); returns the order with its approve link.
   */
  createOrder(input: {
    intent?: 'CAPTURE' | 'AUTHORIZE';
    amount: string;
    currency: string;
    referenceId: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalOrder> {
    return this.call<PaypalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: input.intent ?? 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.referenceId,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value: input.amount },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: 'PAY_NOW',
              locale: 'es-MX',
              brand_name: 'Rentas por Hora',
            },
          },
        },
      },
      `order-${input.referenceId}`,
    );
  }

  /** GET /v2/checkout/orders/{id}. */
  getOrder(orderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  /** POST /v2/checkout/orders/{id}/capture (idempotent through PayPal-Request-Id). */
  captureOrder(orderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {},
      `capture-${orderId}`,
    );
  }

  /**
   * POST /v2/payments/captures/{id}/refund: the whole capture, or `amount` of it (issue 16:
   * partial refunds). `requestId` (PayPal-Request-Id) makes a retry return the same refund;
   * give each distinct partial refund its own. Errors: PaypalError (422 REFUND_AMOUNT_EXCEEDED,
   * CAPTURE_FULLY_REFUNDED).
   */
  refundCapture(
    captureId: string,
    opts: { amount?: { value: string; currency: string }; requestId?: string } = {},
  ): Promise<{ id: string; status: string }> {
    return this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      opts.amount ? { amount: { value: opts.amount.value, currency_code: opts.amount.currency } } : {},
      opts.requestId ?? `refund-${captureId}`,
    );
  }

  /** POST /v2/checkout/orders/{id}/authorize (issue 16): authorises an approved AUTHORIZE order; idempotent. */
  authorizeOrder(orderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`,
      {},
      `authorize-${orderId}`,
    );
  }

  /** POST /v2/payments/authorizations/{id}/capture (issue 16): captures the whole authorisation; idempotent. */
  captureAuthorization(authorizationId: string): Promise<{ id: string; status: string; amount: PaypalMoney }> {
    return this.call(
      'POST',
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
      { final_capture: true },
      `capture-auth-${authorizationId}`,
    );
  }

  /** POST /v2/payments/authorizations/{id}/void (issue 16): releases the held funds (204). */
  async voidAuthorization(authorizationId: string): Promise<void> {
    await this.call('POST', `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`, {});
  }

  /** POST /v1/identity/generate-token: a client token for PayPal's JS SDK. */
  async clientToken(): Promise<string> {
    const body = await this.call<{ client_token: string }>('POST', '/v1/identity/generate-token', {});
    return body.client_token;
  }
}
