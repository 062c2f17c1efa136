// Per-client-address limits on the code routes (docs/decisions/008).
// better-auth's e-mail OTP plugin allows 3 requests a minute per IP on each of them: one
// office behind a NAT shares that address, so the third colleague to sign in within a minute
// locked the fourth out. Guessing is stopped per address (email-limits.ts: codes paced per
// address, 3 guesses per request for a code), whatever the IP; what is left for a
// per-IP limit is a brake on one client spraying many addresses, sized above what an office
// of a few hundred people does in its busiest minute.

type IpLimit = { window: number; max: number };

export const CODE_IP_LIMITS = {
  /** Codes e-mailed (sign-in codes, e-mail change codes) per client address per minute. */
  send: { window: 60, max: 30 },
  /** Codes entered (sign-in, e-mail change) per client address per minute, typos included. */
  verify: { window: 60, max: 60 },
} as const satisfies Record<string, IpLimit>;

/** better-auth `rateLimit.customRules`: these override the plugin's 3 a minute. */
export const codeRouteRateLimits: Record<string, IpLimit> = {
  "/email-otp/send-verification-otp": CODE_IP_LIMITS.send,
  "/email-otp/request-email-change": CODE_IP_LIMITS.send,
  "/sign-in/email-otp": CODE_IP_LIMITS.verify,
  "/email-otp/change-email": CODE_IP_LIMITS.verify,
};
