// Black or white text, whichever reads better on a colour (WCAG relative luminance): the
// environment banner (ENV_COLOR, any CSS colour) and the avatars.

const DARK_TEXT = "#09090b";
const LIGHT_TEXT = "#ffffff";

type Rgb = [number, number, number];

/** "#rrggbb" or "rgb(a)(r, g, b[, a])", as a canvas normalises colours, to 0–255 channels. */
export function parseNormalizedColor(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(value);
  return (hex?.slice(1).map((part) => parseInt(part, 16)) ?? rgb?.slice(1, 4).map(Number)) as
    Rgb | undefined;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white text for `rgb`, whichever has the higher contrast. */
export function readableTextOn(rgb: Rgb): string {
  const luminance = relativeLuminance(rgb);
  const onBlack = (luminance + 0.05) / (0.0028 + 0.05);
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? DARK_TEXT : LIGHT_TEXT;
}
