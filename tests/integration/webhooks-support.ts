import type { TestClock } from "pg-boss";
import { Webhook } from "standardwebhooks";
import { vi } from "vitest";
import type { TestApp } from "../setup/test-app.ts";
import { until } from "../setup/jobs.ts";
import type { Received } from "../setup/webhook-receiver.ts";

// What the webhook suites share: the operations, and reading the delivery log.

export const CREATE_ENDPOINT = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret webhookEndpoint { id url events enabled disabledReason failingSince description }
  }
}`;

export type CreatedEndpoint = {
  createWebhookEndpoint: {
    secret: string;
    webhookEndpoint: { id: string; url: string; events: string[]; enabled: boolean };
  };
};

export async function createEndpoint(
  app: TestApp,
  credentials: { cookie?: string; headers?: Record<string, string> },
  input: { url: string; events: string[]; description?: string },
) {
  const { body } = await app.graphql<CreatedEndpoint>(CREATE_ENDPOINT, {
    ...credentials,
    variables: { input },
  });
  if (!body.data) throw new Error(`createWebhookEndpoint failed: ${JSON.stringify(body.errors)}`);
  const { secret, webhookEndpoint } = body.data.createWebhookEndpoint;
  const row = await app.prisma.webhookEndpoint.findFirstOrThrow({
    where: { url: input.url },
    orderBy: { createdAt: "desc" },
  });
  return { secret, id: webhookEndpoint.id, rowId: row.id };
}

export const deliveriesOf = (app: TestApp, endpointId: string) =>
  app.prisma.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ messageId: "asc" }, { attempt: "asc" }],
  });

/**
 * Waits until the endpoint's deliveries satisfy `done`. With a test clock, a second passes every
 * hundred checks (at most 20 s in all, below the first retry's 30): a worker whose wake-up was
 * lost (NOTIFY while it was busy, server/jobs/boss.ts) then polls, as it would after a second.
 */
export async function settledDeliveries(
  app: TestApp,
  endpointId: string,
  done: (rows: Awaited<ReturnType<typeof deliveriesOf>>) => boolean,
  what: string,
  clock?: TestClock,
) {
  let checks = 0;
  await until(async () => {
    if (clock && ++checks % 100 === 0) await clock.tick(1000);
    await app.jobs.webhooksIdle();
    return done(await deliveriesOf(app, endpointId));
  }, what);
  return deliveriesOf(app, endpointId);
}

/** The standardwebhooks library's verdict, at the time the message says it was signed. */
export function verifies(secret: string, received: Received): boolean {
  const headers = Object.fromEntries(
    Object.entries(received.headers).map(([name, value]) => [name, String(value)]),
  );
  const signedAt = Number(headers["webhook-timestamp"]) * 1000;
  // The library checks the timestamp against Date.now(): the tests' clock is pg-boss's.
  vi.useFakeTimers({ toFake: ["Date"], now: signedAt });
  try {
    new Webhook(secret).verify(received.body, headers);
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
  }
}
