import { describe, expect, it } from "vitest";
import {
  CLIENT_IP_HEADER,
  clientIp,
  rateLimitAddress,
  UNKNOWN_CLIENT,
  withClientIp,
} from "./client-ip.ts";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/auth/sign-in/email-otp", { headers });
const socket = { incoming: { socket: { remoteAddress: "10.0.0.2" } } };

describe("clientIp", () => {
  it("uses the socket address and ignores forwarding headers unless a proxy is trusted", () => {
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.1" }), socket, false)).toBe(
      "10.0.0.2",
    );
  });

  it("behind a trusted proxy, takes the entry the proxy appended, not a forged one", () => {
    const forged = request({ "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    expect(clientIp(forged, socket, true)).toBe("203.0.113.9");
    expect(clientIp(request({}), socket, true)).toBe("10.0.0.2");
  });

  it("fails closed: an unparseable right-most entry is the one shared unknown client", () => {
    for (const forwarded of [
      "unknown",
      "proxy.example",
      "_hidden",
      "1.2.3",
      "[::1",
      "198.51.100.8:x",
    ]) {
      const spoofed = request({ "x-forwarded-for": `203.0.113.5, ${forwarded}` });
      expect({ forwarded, ip: clientIp(spoofed, socket, true) }).toEqual({
        forwarded,
        ip: UNKNOWN_CLIENT,
      });
    }
    expect(clientIp(request({}), undefined, true)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request({}), undefined, false)).toBe(UNKNOWN_CLIENT);
  });

  it("drops a port a proxy wrote after the address", () => {
    const withPort = (value: string) =>
      clientIp(request({ "x-forwarded-for": value }), socket, true);
    expect(withPort("198.51.100.8:40001")).toBe("198.51.100.8");
    expect(withPort("[2001:db8::1]:40001")).toBe("2001:db8::1");
    expect(withPort("[2001:db8::1]")).toBe("2001:db8::1");
  });

  it("gives every limiter a bucket: unreadable addresses share one", () => {
    expect(rateLimitAddress("198.51.100.8:40001")).toBe("198.51.100.8");
    expect(rateLimitAddress("[2001:db8::1]:40001")).toBe("2001:db8:0:0::/64");
    for (const value of ["unknown", "proxy.example", "", undefined, null]) {
      expect(rateLimitAddress(value)).toBe(UNKNOWN_CLIENT);
    }
  });

  it("keys IPv4 clients behind NAT64 / SIIT prefixes by their IPv4 address, not by one /64 (D4)", () => {
    // Well-known NAT64 prefix 64:ff9b::/96 (RFC 6052), dotted and hexadecimal.
    expect(rateLimitAddress("64:ff9b::198.51.100.8")).toBe("198.51.100.8");
    expect(rateLimitAddress("64:ff9b::c633:6409")).toBe("198.51.100.9");
    expect(rateLimitAddress("[64:ff9b::203.0.113.5]:443")).toBe("203.0.113.5");
    // Local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215), with the IPv4 in the last 32 bits.
    expect(rateLimitAddress("64:ff9b:1::198.51.100.10")).toBe("198.51.100.10");
    expect(rateLimitAddress("64:ff9b:1:2:3:4:c633:640b")).toBe("198.51.100.11");
    // IPv4-translated (SIIT, RFC 2765) ::ffff:0:a.b.c.d, as IPv4-mapped ::ffff:a.b.c.d.
    expect(rateLimitAddress("::ffff:0:198.51.100.12")).toBe("198.51.100.12");
    expect(rateLimitAddress("::ffff:198.51.100.13")).toBe("198.51.100.13");
    // Two IPv4 clients behind one translator are two clients.
    expect(rateLimitAddress("64:ff9b::1.2.3.4")).not.toBe(rateLimitAddress("64:ff9b::1.2.3.5"));
    // Neighbours of these prefixes stay plain IPv6, by /64.
    expect(rateLimitAddress("64:ff9b:2::1.2.3.4")).toBe("64:ff9b:2:0::/64");
    expect(rateLimitAddress("64:ff9b::1:1.2.3.4")).toBe("64:ff9b:0:0::/64");
  });

  it("replaces any client-sent copy of the private header", () => {
    const forwarded = withClientIp(request({ [CLIENT_IP_HEADER]: "1.1.1.1" }), "10.0.0.2");
    expect(forwarded.headers.get(CLIENT_IP_HEADER)).toBe("10.0.0.2");
    expect(
      withClientIp(request({ [CLIENT_IP_HEADER]: "1.1.1.1" }), undefined).headers.has(
        CLIENT_IP_HEADER,
      ),
    ).toBe(false);
  });
});
