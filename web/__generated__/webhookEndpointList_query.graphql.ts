/**
 * @generated SignedSource<<129d08e851e87cdc32461b258e930727>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointList_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"formWebhookEndpoint_query">;
  readonly " $fragmentType": "webhookEndpointList_query";
};
export type webhookEndpointList_query$key = {
  readonly " $data"?: webhookEndpointList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointList_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "formWebhookEndpoint_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "33bb58bbe0f8a5de0c460cedc39f4915";

export default node;
