/**
 * The token of an e-mailed link (issue 15: password reset, address confirmation). It travels in
 * the URL fragment (#token=…), which browsers never send to a server or in a Referer.
 * Output: the 43-character base64url token, or null when the link is cut or malformed.
 */
export function linkTokenFromLocation(hash: string = window.location.hash): string | null {
  const token = new URLSearchParams(hash.slice(1)).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
