// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageWebhookEndpointQuery,
} from "../../__generated__/pageWebhookEndpointQuery.graphql";
import { accessibleDescription, renderPage, type MockEnvironment } from "../../../tests/web/render";
import { PageAppWebhookEndpoint } from "./page-webhook-endpoint";
import { PENDING_REFRESH_MS } from "./webhook-delivery-list";

// The delivery log shows what the receiver answered as text, never as markup, says what went
// wrong in the reader's words, and offers a redelivery only for a delivery that has ended.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const URL = "https://hooks.example.com/groundwork";

const delivery = (id: string, fields: Record<string, unknown>) => ({
  id,
  messageId: `msg_${id}`,
  eventType: "repository.created",
  attempt: 1,
  status: "SUCCEEDED",
  responseStatus: 200,
  durationMs: 42,
  responseBody: "ok",
  error: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  ...fields,
});

function answer(environment: MockEnvironment, node: unknown, deliveries: unknown[]) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => node,
        WebhookEndpoint: () => node,
        Query: () => ({ webhookEventTypes: ["repository.created"] }),
        WebhookDeliveryConnection: () => ({
          totalCount: deliveries.length,
          edges: deliveries.map((item) => ({ cursor: "c", node: item })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    ),
  );
}

function renderLog() {
  return renderPage<pageWebhookEndpointQuery>({
    path: "/app/account/webhooks/E1",
    Page: PageAppWebhookEndpoint,
    query,
    variables: { id: "E1" },
  });
}

const endpoint = {
  __typename: "WebhookEndpoint",
  id: "E1",
  url: URL,
  description: null,
  events: ["repository.created"],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretRotatedAt: "2026-11-20T08:00:00.000Z",
  previousSecretExpiresAt: null,
  createdAt: "2026-11-20T08:00:00.000Z",
};

describe("an endpoint's delivery log", () => {
  it("shows each delivery's outcome, the answer as text, and redelivery once it has ended", async () => {
    const { environment } = renderLog();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, endpoint, [
      delivery("D3", {
        status: "PENDING",
        responseStatus: null,
        durationMs: null,
        responseBody: null,
      }),
      delivery("D2", {
        status: "FAILED",
        responseStatus: 500,
        error: "HTTP_STATUS",
        responseBody: '<img src=x onerror="alert(1)"><b>down</b>',
      }),
      delivery("D1", { eventType: "webhook.test", attempt: 2 }),
    ]);
    const rows = await waitFor(() => {
      const log = screen.getByRole("region", { name: "Deliveries" });
      const items = within(log).getAllByRole("listitem");
      expect(items).toHaveLength(3);
      return items;
    });
    const [pending, failed, delivered] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(URL);
    expect(within(pending).queryByRole("button", { name: "Redeliver" })).toBeNull();
    expect(pending.textContent).toContain("Pending");

    expect(failed.textContent).toContain("Failed");
    expect(failed.textContent).toContain("Response 500");
    expect(failed.textContent).toContain("The receiver answered with an error status.");
    expect(failed.querySelector("img, b")).toBeNull();
    expect(failed.querySelector("pre")?.textContent).toBe(
      '<img src=x onerror="alert(1)"><b>down</b>',
    );
    expect(within(failed).getByRole("button", { name: "Redeliver" })).toBeTruthy();

    expect(delivered.textContent).toContain("Test event");
    expect(delivered.textContent).toContain("Delivered");
    expect(delivered.textContent).toContain("Attempt 2");
    expect(delivered.textContent).toContain("Message msg_D1");
  });

  it("is not found for an id that is not an endpoint of the viewer", async () => {
    const { environment } = renderLog();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, null, []);
    expect(await screen.findByText("This page could not be found")).toBeTruthy();
  });

  it("shows the server's refusal of a blocked address on the address, keeping what was typed", async () => {
    const { environment } = renderLog();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, endpoint, []);
    const more = await screen.findByRole("button", { name: `More actions for ${URL}` });
    await act(async () => fireEvent.click(more));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Edit" })));
    const field = await screen.findByRole("textbox", { name: "Endpoint URL" });
    expect((field as HTMLInputElement).value).toBe(URL);
    fireEvent.change(field, { target: { value: "http://169.254.169.254/latest" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const [mutation] = environment.mock.getAllOperations();
    expect(mutation?.request.variables).toEqual({
      input: {
        id: "E1",
        url: "http://169.254.169.254/latest",
        description: "",
        events: ["repository.created"],
      },
    });
    const refusal = "This address cannot receive webhooks.";
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: refusal, extensions: { code: "WEBHOOK_ADDRESS_BLOCKED" } }],
      } as never),
    );
    await waitFor(() => expect(accessibleDescription(field)).toContain(refusal));
    expect((field as HTMLInputElement).value).toBe("http://169.254.169.254/latest");
    expect(document.activeElement).toBe(field);
  });

  it("says an endpoint the failures turned off is off, since when it fails, and the secrets' overlap", async () => {
    const { environment } = renderLog();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(
      environment,
      {
        ...endpoint,
        enabled: false,
        disabledReason: "FAILING",
        failingSince: "2026-11-17T09:00:00.000Z",
        previousSecretExpiresAt: "2026-11-21T08:00:00.000Z",
      },
      [],
    );
    expect(await screen.findByText("Disabled after repeated failures")).toBeTruthy();
    expect(screen.getByText(/^Failing since Nov 17, 2026/)).toBeTruthy();
    expect(screen.getByText(/the previous one signs until Nov 21, 2026/)).toBeTruthy();
    expect(screen.getByText("No deliveries yet")).toBeTruthy();
    const more = screen.getByRole("button", { name: `More actions for ${URL}` });
    await act(async () => fireEvent.click(more));
    expect(screen.getByRole("menuitem", { name: "Enable" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).toBeNull();
  });

  it("reads the log again while a delivery is pending, and only then", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { environment } = renderLog();
    // Testing Library's waits drive fake timers through Jest's API; relay-test-utils' stub of
    // `jest` (tests/web/render.tsx) has only `fn`.
    vi.stubGlobal("jest", { fn: vi.fn, advanceTimersByTime: vi.advanceTimersByTime });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, endpoint, [
      delivery("D1", { status: "PENDING", responseStatus: null, responseBody: null }),
    ]);
    await screen.findByText("Pending");
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    const [refetch] = environment.mock.getAllOperations();
    expect(refetch?.request.node.params.name).toBe("webhookDeliveryListPaginationQuery");
    expect(refetch?.request.variables).toMatchObject({ id: "E1", count: 20 });

    // Delivered: the row updates in place and the log stops asking.
    answer(environment, endpoint, [delivery("D1", {})]);
    await screen.findByText("Delivered");
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS * 3));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
