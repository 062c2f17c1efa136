/**
 * @generated SignedSource<<380e135dfd28af7b3ac95c4f73a29921>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDisabledReason = "FAILING" | "MANUAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointStatus_endpoint$data = {
  readonly disabledReason: WebhookDisabledReason | null | undefined;
  readonly enabled: boolean;
  readonly failingSince: string | null | undefined;
  readonly " $fragmentType": "webhookEndpointStatus_endpoint";
};
export type webhookEndpointStatus_endpoint$key = {
  readonly " $data"?: webhookEndpointStatus_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointStatus_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointStatus_endpoint",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingSince",
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "55a603db07a3dbf2814213bbd1754065";

export default node;
