/**
 * @generated SignedSource<<5ae788d2b62ac9b462884856c0df1684>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketPriority = "HIGH" | "LOW" | "NORMAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ticketDetails_ticket$data = {
  readonly body: string | null | undefined;
  readonly budget: string | null | undefined;
  readonly contactEmail: string;
  readonly createdAt: string;
  readonly dueOn: string | null | undefined;
  readonly estimateHours: number | null | undefined;
  readonly pageUrl: string | null | undefined;
  readonly priority: TicketPriority;
  readonly remindAt: string | null | undefined;
  readonly updatedAt: string;
  readonly urgent: boolean;
  readonly " $fragmentType": "ticketDetails_ticket";
};
export type ticketDetails_ticket$key = {
  readonly " $data"?: ticketDetails_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ticketDetails_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ticketDetails_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimateHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "budget",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "urgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remindAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};

(node as any).hash = "6a3b736686b3dd94dd27052ce0ee44ce";

export default node;
