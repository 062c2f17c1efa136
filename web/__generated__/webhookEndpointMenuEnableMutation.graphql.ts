/**
 * @generated SignedSource<<f37f57dcc7f38d4cb61b788fb4b17536>>
 * @relayHash a5f9b61b7396703ec10cd258f341e622
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96ad28392370230d1c6367c14f70652f292d774be1d7db7dddd77bc94dfea11d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SetWebhookEndpointEnabledInput = {
  enabled: boolean;
  id: string;
};
export type webhookEndpointMenuEnableMutation$variables = {
  input: SetWebhookEndpointEnabledInput;
};
export type webhookEndpointMenuEnableMutation$data = {
  readonly setWebhookEndpointEnabled: {
    readonly webhookEndpoint: {
      readonly enabled: boolean;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointStatus_endpoint">;
    };
  };
};
export type webhookEndpointMenuEnableMutation = {
  response: webhookEndpointMenuEnableMutation$data;
  variables: webhookEndpointMenuEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "webhookEndpointMenuEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetWebhookEndpointEnabledPayload",
        "kind": "LinkedField",
        "name": "setWebhookEndpointEnabled",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "webhookEndpoint",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "webhookEndpointStatus_endpoint"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "webhookEndpointMenuEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetWebhookEndpointEnabledPayload",
        "kind": "LinkedField",
        "name": "setWebhookEndpointEnabled",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "webhookEndpoint",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "96ad28392370230d1c6367c14f70652f292d774be1d7db7dddd77bc94dfea11d",
    "metadata": {},
    "name": "webhookEndpointMenuEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "733f90e1c88b04993415a4468e3d01ec";

export default node;
