import { describe, expect, it } from "vitest";
import { describeDevice } from "./device-label.ts";

describe("describeDevice", () => {
  it("names desktop browsers with their major version, and systems", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
      ),
    ).toEqual({ label: "Microsoft Edge 126 · Windows", mobile: false });
    expect(
      describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toEqual({ label: "Firefox 128 · Linux", mobile: false });
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      ),
    ).toEqual({ label: "Chrome 156 · Linux", mobile: false });
  });

  it("recognises phones", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ label: "Safari 17 · iOS", mobile: true });
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ label: "Chrome 126 · Android", mobile: true });
  });

  it("gives no label for an unknown or missing header", () => {
    expect(describeDevice("curl/8.5.0")).toEqual({ label: null, mobile: false });
    expect(describeDevice(null)).toEqual({ label: null, mobile: false });
    expect(describeDevice("")).toEqual({ label: null, mobile: false });
  });

  it("names only browsers and systems the parser knows: a hostile header cannot choose its words", () => {
    // Bowser's generic fallback would take the first product token as the browser's name.
    expect(describeDevice("Your bank's official app/1.0 (Windows NT 10.0)")).toEqual({
      label: "Windows",
      mobile: false,
    });
    expect(describeDevice("Your bank's official app/1.0")).toEqual({ label: null, mobile: false });
    expect(describeDevice("Mozilla/5.0 (compatible; Evil Corp Verified)")).toEqual({
      label: null,
      mobile: false,
    });
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17<b>phished Safari/604.1",
      ),
    ).toEqual({ label: "Safari 17 · iOS", mobile: true });
    expect(describeDevice("Chrome on Your bank's official app")).toEqual({
      label: "Chrome",
      mobile: false,
    });
  });
});
