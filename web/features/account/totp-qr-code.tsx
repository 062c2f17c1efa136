import { encode } from "uqr";

// uqr (no dependencies, ~5 kB) loads with the setup dialog, not with the account page.

type TotpQrCodeProps = {
  /** The otpauth:// address an authenticator app reads. */
  uri: string;
  /** What the image is, for screen readers. */
  label: string;
};

/**
 * The setup address as a QR code: one SVG path, dark on white in both themes (a scanner needs
 * the contrast), with a quiet zone of 4 modules as the QR standard asks.
 */
export function TotpQrCode({ uri, label }: TotpQrCodeProps) {
  const { data, size } = encode(uri, { ecc: "M", border: 4 });
  const modules = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border border-zinc-200"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modules.join("")} fill="#000" />
    </svg>
  );
}
