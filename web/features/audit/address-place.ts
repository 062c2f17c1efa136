// Where an address is, in words a person reads (docs/decisions/094): this machine, the local
// network, or the internet. No country: the server records no location, only the address.

export type AddressPlace = "loopback" | "private" | "internet";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

function ipv4Place(a: number, b: number): AddressPlace {
  if (a === 127) return "loopback";
  // RFC 1918, carrier-grade NAT (RFC 6598) and link-local.
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "private";
  if ((a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254)) return "private";
  return "internet";
}

export function addressPlace(ip: string): AddressPlace {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  const v4 = IPV4.exec(address);
  if (v4) return ipv4Place(Number(v4[1]), Number(v4[2]));
  if (address === "::1") return "loopback";
  // Unique local (fc00::/7) and link-local (fe80::/10) IPv6.
  if (/^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address)) {
    return "private";
  }
  return "internet";
}
