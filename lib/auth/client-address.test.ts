import { describe, expect, it } from "vitest";
import { peerAddress } from "./client-address";

describe("the client's address as server.ts records it (throttle per address, sign-in audit)", () => {
  it("is the socket's peer unless a trusted proxy says otherwise; then the address the proxy added last", () => {
    expect(peerAddress("10.0.0.5", undefined, false)).toBe("10.0.0.5");
    // a client's own X-Forwarded-For counts for nothing without TRUST_PROXY
    expect(peerAddress("10.0.0.5", "203.0.113.9", false)).toBe("10.0.0.5");
    // behind the venue's proxy (Caddy sets the header): each desk its own address, not the proxy's
    expect(peerAddress("172.18.0.3", "198.51.100.20", true)).toBe("198.51.100.20");
    // a client that sends its own header cannot pick its address: the proxy appends what it saw
    expect(peerAddress("172.18.0.3", "203.0.113.1, 198.51.100.20", true)).toBe("198.51.100.20");
    expect(peerAddress("172.18.0.3", ["203.0.113.1", "198.51.100.21"], true)).toBe("198.51.100.21");
    expect(peerAddress("172.18.0.3", " , ", true)).toBe("172.18.0.3");
    expect(peerAddress(undefined, undefined, true)).toBe("");
  });
});
