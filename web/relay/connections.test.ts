import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { connectionsAnEditMoves, type RootList } from "./connections";

const TICKETS: RootList = {
  field: "tickets",
  key: "TicketList_tickets",
  orders: ["TITLE_ASC", "TITLE_DESC", "CONTACT_EMAIL_ASC", "CREATED_AT_DESC"],
};
const id = (filters?: Record<string, string>) =>
  ConnectionHandler.getConnectionID(ROOT_ID, TICKETS.key, filters);

describe("connectionsAnEditMoves", () => {
  it("reads again every order an edit can move a row in, and every search", () => {
    const moved = [
      id(),
      id({ orderBy: "TITLE_DESC" }),
      id({ orderBy: "CONTACT_EMAIL_ASC" }),
      id({ orderBy: "CREATED_AT_DESC", searchTerm: "printer" }),
    ];
    const kept = [
      id({ orderBy: "CREATED_AT_DESC" }),
      ConnectionHandler.getConnectionID(ROOT_ID, "RepositoryList_repositories"),
      `${id()}:edges:0`,
    ];
    expect(connectionsAnEditMoves(TICKETS, [...kept, ...moved])).toEqual(moved);
  });
});
