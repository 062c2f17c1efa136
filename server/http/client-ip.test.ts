import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, withClientIp } from "./client-ip.ts";

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
