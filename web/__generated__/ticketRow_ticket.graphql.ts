/**
 * @generated SignedSource<<0ef66c02d00f2eeb8f0026a3f5e7e7b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ticketRow_ticket$data = {
  readonly contactEmail: string;
  readonly createdAt: string;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"ticketActions_ticket">;
  readonly " $fragmentType": "ticketRow_ticket";
};
export type ticketRow_ticket$key = {
  readonly " $data"?: ticketRow_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ticketRow_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ticketRow_ticket",
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
      "name": "contactEmail",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ticketActions_ticket"
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};

(node as any).hash = "a189a1413a9b17758e77b9a5d4734f5f";

export default node;
