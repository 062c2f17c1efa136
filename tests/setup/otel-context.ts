import { AsyncLocalStorage } from "node:async_hooks";
import { context, ROOT_CONTEXT, type Context, type ContextManager } from "@opentelemetry/api";
import { afterAll, beforeAll } from "vitest";

// Unit tests of our tracing hooks need OpenTelemetry's context to follow a request, as the
// SDK's AsyncLocalStorage manager does, without starting the SDK.

class StorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active = () => this.storage.getStore() ?? ROOT_CONTEXT;
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    next: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(next, () => fn.call(thisArg, ...args));
  }
  bind = <T>(_context: Context, target: T) => target;
  enable = () => this;
  disable = () => {
    this.storage.disable();
    return this;
  };
}

/** Installs the context manager for the calling test file, and removes it after. */
export function useContextManager(): void {
  beforeAll(() => {
    context.setGlobalContextManager(new StorageContextManager());
  });
  afterAll(() => {
    context.disable();
  });
}
