/**
 * @generated SignedSource<<9efa1976291024fa3672cf8e0e137f23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointFormDialog_endpoint$data = {
  readonly description: string;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "webhookEndpointFormDialog_endpoint";
};
export type webhookEndpointFormDialog_endpoint$key = {
  readonly " $data"?: webhookEndpointFormDialog_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointFormDialog_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointFormDialog_endpoint",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "52b74139c1c588ff9d0ecec81f42b034";

export default node;
