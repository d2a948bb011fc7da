/**
 * Google sign-in (OpenID Connect, authorization code + PKCE + state) with arctic's
 * OAuth2Client, so the endpoints come from configuration (Google's by default, a local
 * fake in tests). The ID token is verified with jose against the provider's JWKS.
 */
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** e.g. https://rentas.mx/api/auth/google/callback */
  redirectUri: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  /** expected `iss` of ID tokens */
  issuer: string;
}

export const GOOGLE_DEFAULTS = {
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  issuer: 'https://accounts.google.com',
} as const;

export interface GoogleAuthorization {
  url: URL;
  /** random state, kept in a short-lived httpOnly cookie and compared on callback */
  state: string;
  /** PKCE verifier, kept in a short-lived httpOnly cookie */
  codeVerifier: string;
}

/** Builds the authorization redirect (scopes openid, profile, email; S256 PKCE). */
export function createGoogleAuthorization(config: GoogleConfig): GoogleAuthorization {
  const client = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(
    config.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'profile', 'email'],
  );
  url.searchParams.set('prompt', 'select_account');
  return { url, state, codeVerifier };
}

export interface GoogleIdentity {
  /** stable Google account id (`sub`) */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** Why a Google sign-in failed; the callback maps every kind to a Spanish message on /login. */
export class GoogleAuthError extends Error {
  constructor(
    readonly kind: 'state' | 'exchange' | 'token',
    message: string,
  ) {
    super(message);
    this.name = 'GoogleAuthError';
  }
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Exchanges the authorization code (with the PKCE verifier) and verifies the ID token
 * (signature, issuer, audience, expiry). Output: GoogleIdentity.
 * Errors: GoogleAuthError 'exchange' (bad, reused or expired code, wrong verifier) or 'token'.
 */
export async function exchangeGoogleCode(
  config: GoogleConfig,
  code: string,
  codeVerifier: string,
): Promise<GoogleIdentity> {
  const client = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  let idToken: string;
  try {
    const tokens = await client.validateAuthorizationCode(config.tokenEndpoint, code, codeVerifier);
    idToken = tokens.idToken();
  } catch (error) {
    throw new GoogleAuthError('exchange', `code exchange failed: ${(error as Error).message}`);
  }
  let jwks = jwksCache.get(config.jwksUri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.jwksUri));
    jwksCache.set(config.jwksUri, jwks);
  }
  try {
    const { payload } = await jwtVerify(idToken, jwks, { issuer: config.issuer, audience: config.clientId });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('missing sub or email');
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return {
      sub: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: str(payload.given_name),
      familyName: str(payload.family_name),
      picture: str(payload.picture),
    };
  } catch (error) {
    throw new GoogleAuthError('token', `ID token rejected: ${(error as Error).message}`);
  }
}
