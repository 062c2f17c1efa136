/**
 * @generated SignedSource<<22045a1ba055be13373145eacc5774a4>>
 * @relayHash e3cee2b5a347228024c65c0858eaaba5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd911441c72c209988c907b96f44951cb1a2f87368cc6d38c742e15ad69cec83

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  events?: ReadonlyArray<string> | null | undefined;
  id: string;
  url?: string | null | undefined;
};
export type webhookEndpointEditorUpdateMutation$variables = {
  input: UpdateWebhookEndpointInput;
};
export type webhookEndpointEditorUpdateMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly webhookEndpoint: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"webhookEndpointRow_endpoint" | "webhookEndpointSummary_endpoint">;
    };
  };
};
export type webhookEndpointEditorUpdateMutation = {
  response: webhookEndpointEditorUpdateMutation$data;
  variables: webhookEndpointEditorUpdateMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "webhookEndpointEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "webhookEndpointRow_endpoint"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "webhookEndpointSummary_endpoint"
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
    "name": "webhookEndpointEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dd911441c72c209988c907b96f44951cb1a2f87368cc6d38c742e15ad69cec83",
    "metadata": {},
    "name": "webhookEndpointEditorUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95409f8067b33581194aa9fa4af19f57";

export default node;
