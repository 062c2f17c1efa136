/**
 * @generated SignedSource<<42d025e1d68b741512b66b83830f8e28>>
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
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointFormDialog_endpoint">;
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
      "name": "webhookEndpointFormDialog_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "89ef89ffb1b6860c0ff66181e89e78b7";

export default node;
