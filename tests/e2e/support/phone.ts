import { devices } from "@playwright/test";

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the browser is the one left out
const { defaultBrowserType, ...phone } = devices["iPhone 13"];

/**
 * An iPhone 13's 390 × 844 screen, touch and user agent, in the Chromium every spec runs in:
 * `test.use(PHONE)` at the top of each `*.phone.spec.ts`. Per file rather than as a project of
 * its own, so phone specs share the other specs' workers instead of starting their own
 * (docs/decisions/028). Only the context's options: the device's browser (WebKit) is left out.
 */
export const PHONE = phone;
