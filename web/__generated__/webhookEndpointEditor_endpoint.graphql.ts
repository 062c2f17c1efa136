/**
 * @generated SignedSource<<143843ddc1e2c63863973c0a5e96a65c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointEditor_endpoint$data = {
  readonly description: string;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "webhookEndpointEditor_endpoint";
};
export type webhookEndpointEditor_endpoint$key = {
  readonly " $data"?: webhookEndpointEditor_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointEditor_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointEditor_endpoint",
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

(node as any).hash = "514ae9161e9bf44c0dcebecc5e22e0ac";

export default node;
