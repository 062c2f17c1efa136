import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPublicAddress, type WebhookLookup } from "./address-guard.ts";

// The SSRF guard's address matrix (docs/decisions/107): only public unicast addresses pass.

const BLOCKED = [
  // IPv4: private, loopback, link-local and metadata, CGNAT, unspecified, multicast, broadcast
  "10.0.0.1",
  "172.16.5.4",
  "192.168.1.1",
  "127.0.0.1",
  "127.1.2.3",
  "169.254.0.1",
  "169.254.169.254",
  "100.64.0.1",
  "100.100.100.200",
  "0.0.0.0",
  "224.0.0.1",
  "255.255.255.255",
  "192.0.2.10",
  // IPv6: loopback, unspecified, link-local, unique-local (the EC2 metadata address), multicast
  "::1",
  "::",
  "fe80::1",
  "fc00::1",
  "fd00:ec2::254",
  "ff02::1",
  // IPv4-mapped IPv6 of private, loopback and metadata addresses
  "::ffff:127.0.0.1",
  "::ffff:10.1.2.3",
  "::ffff:169.254.169.254",
  "::ffff:7f00:1",
  // Not an address at all
  "not-an-ip",
];
const PUBLIC = ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:93.184.215.14"];

const names: Record<string, string[]> = {
  "public.test": ["93.184.215.14"],
  "private.test": ["10.0.0.7"],
  "mixed.test": ["93.184.215.14", "127.0.0.1"],
  "v6-local.test": ["fd00::1"],
  "metadata.test": ["169.254.169.254"],
};
const lookup: WebhookLookup = async (hostname) => {
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};
const check = (url: string, allowPrivate = false) => checkWebhookUrl(url, { allowPrivate, lookup });

describe("the SSRF guard", () => {
  it.each(BLOCKED)("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(PUBLIC)("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("checks literal hosts, bracketed IPv6 included", async () => {
    expect(await check("http://127.0.0.1:8080/hook")).toMatchObject({
      ok: false,
      reason: "blocked",
    });
    expect(await check("http://[::1]/hook")).toMatchObject({ ok: false, reason: "blocked" });
    expect(await check("http://[::ffff:169.254.169.254]/")).toMatchObject({ ok: false });
    expect(await check("http://169.254.169.254/latest/meta-data/")).toMatchObject({ ok: false });
    // The URL parser's forms of 127.0.0.1 (decimal, hex) are normalised before the check.
    expect(await check("http://2130706433/")).toMatchObject({ ok: false, reason: "blocked" });
    expect(await check("http://0x7f.1/")).toMatchObject({ ok: false, reason: "blocked" });
    expect(await check("https://93.184.215.14/hook")).toMatchObject({ ok: true });
  });

  it("refuses a name when any address it resolves to is not public", async () => {
    expect(await check("https://public.test/hook")).toMatchObject({ ok: true });
    for (const host of ["private.test", "mixed.test", "v6-local.test", "metadata.test"]) {
      expect(await check(`https://${host}/hook`)).toMatchObject({ ok: false, reason: "blocked" });
    }
    expect(await check("https://nowhere.test/")).toMatchObject({ ok: false, reason: "unresolved" });
  });

  it("allows only http and https, whatever WEBHOOK_ALLOW_PRIVATE says", async () => {
    for (const url of [
      "ftp://public.test/",
      "file:///etc/passwd",
      "gopher://public.test/",
      "javascript:alert(1)",
      "data:text/plain,x",
      "not a url",
    ]) {
      expect(await check(url, true)).toMatchObject({ ok: false, reason: "scheme" });
    }
    expect(await check("http://127.0.0.1/", true)).toMatchObject({ ok: true });
  });
});
