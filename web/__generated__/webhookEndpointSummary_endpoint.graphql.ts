/**
 * @generated SignedSource<<a6ba666463113fa5a84e363d4290df1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointSummary_endpoint$data = {
  readonly createdAt: string;
  readonly description: string;
  readonly events: ReadonlyArray<string>;
  readonly previousSecretExpiresAt: string | null | undefined;
  readonly secretRotatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointStatus_endpoint">;
  readonly " $fragmentType": "webhookEndpointSummary_endpoint";
};
export type webhookEndpointSummary_endpoint$key = {
  readonly " $data"?: webhookEndpointSummary_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointSummary_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointSummary_endpoint",
  "selections": [
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "webhookEndpointStatus_endpoint"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secretRotatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousSecretExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "0d42c94e24fa821b65c0748223f28822";

export default node;
