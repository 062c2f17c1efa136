/**
 * @generated SignedSource<<f3d89b929e954e36cd89f95e9577435c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type webhookEndpointRow_endpoint$data = {
  readonly description: string;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointMenu_endpoint" | "webhookEndpointStatus_endpoint">;
  readonly " $fragmentType": "webhookEndpointRow_endpoint";
};
export type webhookEndpointRow_endpoint$key = {
  readonly " $data"?: webhookEndpointRow_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointRow_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookEndpointRow_endpoint",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "webhookEndpointStatus_endpoint"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "webhookEndpointMenu_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "0526150af57ad9167b6baf68d741e8fb";

export default node;
