/**
 * @generated SignedSource<<0b2fe26c22a6f5bf7e163feced21873d>>
 * @relayHash 96b19057e74c2d2ab3c5506c4a0a2e8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be0ea938c677e15f50496c20c5aa9bf87609831a6facb20575d4eb64a90461a0

import type { ConcreteRequest } from 'relay-runtime';
export type RotateWebhookSecretInput = {
  id: string;
};
export type webhookRotateDialogMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type webhookRotateDialogMutation$data = {
  readonly rotateWebhookSecret: {
    readonly secret: string;
    readonly webhookEndpoint: {
      readonly id: string;
      readonly previousSecretExpiresAt: string | null | undefined;
      readonly secretRotatedAt: string;
    };
  };
};
export type webhookRotateDialogMutation = {
  response: webhookRotateDialogMutation$data;
  variables: webhookRotateDialogMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RotateWebhookSecretPayload",
    "kind": "LinkedField",
    "name": "rotateWebhookSecret",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
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
            "name": "secretRotatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previousSecretExpiresAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "webhookRotateDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "webhookRotateDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be0ea938c677e15f50496c20c5aa9bf87609831a6facb20575d4eb64a90461a0",
    "metadata": {},
    "name": "webhookRotateDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "161c66ae583a58cd46518b82b850edcc";

export default node;
