// What the screenshot server runs before anything else (as a NODE_OPTIONS import), so every
// run shows the same data:
// - its clock starts at `time` and runs on from there: the seed spreads its rows over the
//   days before "now" and the dashboard counts days before "now", so otherwise every day's
//   screenshots would differ. Date.now() and `new Date()` are shifted, so timers, sessions
//   and rate limits still see time pass;
// - crypto.randomUUID counts instead of drawing: the seed gives its rows random ids, and the
//   avatars take their colour from the user's id.
// A throwaway local server only: nothing here may reach a real one.

export function screenshotServerOption(time: Date): string {
  const source = `
    import crypto from "node:crypto";
    import { syncBuiltinESMExports } from "node:module";
    const shift = ${time.getTime()} - Date.now();
    const RealDate = Date;
    globalThis.Date = class extends RealDate {
      constructor(...args) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...args);
      }
      static now() {
        return RealDate.now() + shift;
      }
    };
    let drawn = 0;
    const randomUUID = () => {
      const hex = crypto.createHash("sha256").update("screenshots " + drawn++).digest("hex");
      return [hex.slice(0, 8), hex.slice(8, 12), "4" + hex.slice(13, 16),
        "8" + hex.slice(17, 20), hex.slice(20, 32)].join("-");
    };
    crypto.randomUUID = randomUUID;
    globalThis.crypto.randomUUID = randomUUID;
    syncBuiltinESMExports();`;
  return `--import=data:text/javascript,${encodeURIComponent(source)}`;
}
