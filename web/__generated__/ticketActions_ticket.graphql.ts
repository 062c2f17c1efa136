/**
 * @generated SignedSource<<b3199c671f95087fca203d840f18eb94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketPriority = "HIGH" | "LOW" | "NORMAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ticketActions_ticket$data = {
  readonly body: string | null | undefined;
  readonly budget: string | null | undefined;
  readonly contactEmail: string;
  readonly dueOn: string | null | undefined;
  readonly estimateHours: number | null | undefined;
  readonly id: string;
  readonly pageUrl: string | null | undefined;
  readonly priority: TicketPriority;
  readonly remindAt: string | null | undefined;
  readonly title: string;
  readonly urgent: boolean;
  readonly " $fragmentType": "ticketActions_ticket";
};
export type ticketActions_ticket$key = {
  readonly " $data"?: ticketActions_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ticketActions_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ticketActions_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
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
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};

(node as any).hash = "c24af578230287abe00fa5d5f7cb0e57";

export default node;
