/**
 * @generated SignedSource<<0e663b58a33e34ceb3f32079fc7582f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointMenu_endpoint$data = {
  readonly enabled: boolean;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointEditor_endpoint">;
  readonly " $fragmentType": "webhookEndpointMenu_endpoint";
};
export type webhookEndpointMenu_endpoint$key = {
  readonly " $data"?: webhookEndpointMenu_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointMenu_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointMenu_endpoint",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "webhookEndpointEditor_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "5ec704e4397b2555425fce6b22014482";

export default node;
