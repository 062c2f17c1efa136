// The environment banner's colour comes from ENV_COLOR, any CSS colour: its text is black
// or white, whichever reads better on it (WCAG relative luminance).

const DARK_TEXT = "#09090b";
const LIGHT_TEXT = "#ffffff";

/** "#rrggbb" or "rgb(a)(r, g, b[, a])", as a canvas normalises colours, to 0–255 channels. */
export function parseNormalizedColor(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex)
    return [hex[1], hex[2], hex[3]].map((part) => parseInt(part ?? "0", 16)) as [
      number,
      number,
      number,
    ];
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white text for `rgb`, whichever has the higher contrast. */
export function readableTextOn(rgb: [number, number, number]): string {
  const luminance = relativeLuminance(rgb);
  const onBlack = (luminance + 0.05) / (0.0028 + 0.05);
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? DARK_TEXT : LIGHT_TEXT;
}
