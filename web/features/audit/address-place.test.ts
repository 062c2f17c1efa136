import { describe, expect, it } from "vitest";
import { addressPlace } from "./address-place";

describe("addressPlace", () => {
  it("names this machine", () => {
    expect(addressPlace("127.0.0.1")).toBe("loopback");
    expect(addressPlace("::1")).toBe("loopback");
    expect(addressPlace("::ffff:127.0.0.1")).toBe("loopback");
  });

  it("names local networks", () => {
    for (const ip of ["10.1.2.3", "172.16.0.1", "172.31.255.1", "192.168.1.10", "100.64.0.1"]) {
      expect(addressPlace(ip)).toBe("private");
    }
    expect(addressPlace("fd12:3456::1")).toBe("private");
    expect(addressPlace("fe80::1")).toBe("private");
  });

  it("calls everything else the internet", () => {
    for (const ip of ["203.0.113.7", "172.32.0.1", "8.8.8.8", "2001:db8::1"]) {
      expect(addressPlace(ip)).toBe("internet");
    }
  });
});
