/**
 * The client's address for throttling and the sign-in audit. The production server
 * (server.ts) writes the address it saw (peerAddress) into `x-frontdesk-client-address`, replacing
 * whatever the client sent; under `next dev` Next's own `x-forwarded-for` stands in.
 */
export const clientAddressHeader = "x-frontdesk-client-address";

/**
 * The address a request came from, as server.ts sees it: the socket's peer or, behind a trusted reverse
 * proxy (TRUST_PROXY=1), the address that proxy added last to X-Forwarded-For (entries before it are the
 * client's own word). Without it every desk behind the proxy would share the proxy's address, and with it
 * the per-address throttle.
 */
export function peerAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (trustProxy && forwarded.at(-1)) || socketAddress || "";
}

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

export function clientAddress(headers: HeaderSource): string | null {
  const read = (name: string) => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const fromServer = read(clientAddressHeader);
  if (fromServer) return fromServer;
  if (process.env.NODE_ENV !== "production") return read("x-forwarded-for")?.split(",")[0]?.trim() || null;
  return null;
}
