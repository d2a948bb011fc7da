/**
 * A local stand-in for Google's OpenID Connect endpoints, answering with the documented
 * shapes: /o/oauth2/v2/auth (consent is given at once, redirecting back with code and
 * state), /token (authorization_code grant with PKCE S256; codes are single use and expire;
 * errors as `{ error, error_description }`), and /oauth2/v3/certs (JWKS). ID tokens are
 * RS256 JWTs. Tests choose who signs in next with POST /__test/next-identity.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface FakeGoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface FakeGoogle {
  url: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** endpoints in the shape the app's configuration expects */
  env: Record<string, string>;
  setNextIdentity(identity: FakeGoogleIdentity): void;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  identity: FakeGoogleIdentity;
  nonce?: string;
  expiresAt: number;
}

function base64url(buf: Buffer): string {
  return buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Starts the fake on 127.0.0.1 (random port unless given). */
export async function startFakeGoogle(
  opts: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<FakeGoogle> {
  const clientId = opts.clientId ?? 'fake-google-client.apps.googleusercontent.com';
  const clientSecret = opts.clientSecret ?? 'fake-google-secret';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let nextIdentity: FakeGoogleIdentity = {
    sub: '100000000000000000001',
    email: 'invitado.google@gmail.com',
    email_verified: true,
    given_name: 'Invitado',
    family_name: 'Google',
  };

  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  let issuer = '';

  app.get('/o/oauth2/v2/auth', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.client_id !== clientId) return reply.status(400).type('text/html').send('<h1>Error 401: invalid_client</h1>');
    if (!q.redirect_uri || q.response_type !== 'code' || !q.state) {
      return reply.status(400).type('text/html').send('<h1>Error 400: invalid_request</h1>');
    }
    if (q.code_challenge_method !== 'S256' || !q.code_challenge) {
      return reply.status(400).type('text/html').send('<h1>Error 400: invalid_request (PKCE)</h1>');
    }
    const code = `4/0${base64url(randomBytes(24))}`;
    codes.set(code, {
      clientId,
      redirectUri: q.redirect_uri,
      codeChallenge: q.code_challenge,
      identity: nextIdentity,
      nonce: q.nonce,
      expiresAt: Date.now() + 5 * 60_000,
    });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state);
    back.searchParams.set('scope', q.scope ?? 'openid email profile');
    return reply.redirect(back.toString());
  });

  app.post('/token', async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, string>;
    let id = form.client_id;
    let secret = form.client_secret;
    const auth = req.headers.authorization;
    if (auth?.startsWith('Basic ')) {
      const [u, p] = Buffer.from(auth.slice(6), 'base64').toString().split(':');
      id = decodeURIComponent(u ?? '');
      secret = decodeURIComponent(p ?? '');
    }
    if (id !== clientId || secret !== clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.grant_type !== 'authorization_code') {
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    }
    const pending = form.code ? codes.get(form.code) : undefined;
    if (form.code) codes.delete(form.code); // single use: a reused code is invalid_grant
    if (!pending || pending.expiresAt < Date.now() || pending.redirectUri !== form.redirect_uri) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const challenge = base64url(
      createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest(),
    );
    if (challenge !== pending.codeChallenge) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    }
    const idToken = await new SignJWT({ ...pending.identity, ...(pending.nonce ? { nonce: pending.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid as string, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(pending.identity.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    return {
      access_token: `ya29.${base64url(randomBytes(32))}`,
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: idToken,
    };
  });

  app.get('/oauth2/v3/certs', async () => ({ keys: [jwk] }));

  app.post('/__test/next-identity', async (req) => {
    nextIdentity = req.body as FakeGoogleIdentity;
    return { ok: true };
  });

  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  issuer = url;
  return {
    url,
    issuer,
    clientId,
    clientSecret,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_JWKS_URL: `${url}/oauth2/v3/certs`,
      GOOGLE_ISSUER: issuer,
    },
    setNextIdentity: (identity) => {
      nextIdentity = identity;
    },
    close: () => app.close(),
  };
}
