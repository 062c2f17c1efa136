/**
 * @generated SignedSource<<f5e07749504746d71bf0758d3e8dc72e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type formWebhookEndpoint_query$data = {
  readonly webhookEventTypes: ReadonlyArray<string>;
  readonly " $fragmentType": "formWebhookEndpoint_query";
};
export type formWebhookEndpoint_query$key = {
  readonly " $data"?: formWebhookEndpoint_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"formWebhookEndpoint_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "formWebhookEndpoint_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webhookEventTypes",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "30b8c71b9659b4e7509c7f2c8899b9b0";

export default node;
