// What one call of a better-auth route carries from its before-hooks to its after-hooks
// (docs/decisions/125). Keyed by the call's `ctx.context`, the object better-auth's dispatch
// makes afresh for every call and hands to each hook and database hook of it, as its twoFactor
// plugin keys its own sign-in state. Not by the Request: server-side `auth.api.*` calls (the
// GraphQL mutations) have headers and no request. Not by better-auth's request state either:
// an `auth.api` call made inside another shares its outer call's store.

type CallContext = { context: object };

export function callState<T>() {
  const states = new WeakMap<object, T>();
  return {
    get: (ctx: CallContext): T | undefined => states.get(ctx.context),
    set: (ctx: CallContext, value: T) => {
      states.set(ctx.context, value);
    },
  };
}
