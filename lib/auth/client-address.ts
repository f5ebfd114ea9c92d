/**
 * The client's address for throttling and the sign-in audit. The production server
 * (server.ts) writes the socket's address into `x-frontdesk-client-address`, replacing
 * whatever the client sent; under `next dev` Next's own `x-forwarded-for` stands in.
 */
export const clientAddressHeader = "x-frontdesk-client-address";

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
