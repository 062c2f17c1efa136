/**
 * @generated SignedSource<<2572ad2dc5081ad8b0ba677aced27c64>>
 * @relayHash 5c8fcfbffb77c234b44ca849e3dc4872
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7648f3243a8552bcec994df71aa4fb991d85f9fdf21fac8dbf8f7118bd0d95c6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApiKeyScope = "ACCOUNT_READ" | "ACCOUNT_WRITE" | "ORGANIZATION_READ" | "ORGANIZATION_WRITE" | "REPOSITORY_READ" | "REPOSITORY_WRITE" | "SESSION_READ" | "SESSION_WRITE" | "USER_READ" | "USER_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "%future added value";
export type CreateApiKeyInput = {
  expiresAt: string;
  name: string;
  scopes?: ReadonlyArray<ApiKeyScope> | null | undefined;
};
export type formApiKeyCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateApiKeyInput;
};
export type formApiKeyCreateMutation$data = {
  readonly createApiKey: {
    readonly apiKey: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"apiKeyRow_apiKey">;
    };
    readonly secret: string;
  };
};
export type formApiKeyCreateMutation = {
  response: formApiKeyCreateMutation$data;
  variables: formApiKeyCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secret",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "formApiKeyCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateApiKeyPayload",
        "kind": "LinkedField",
        "name": "createApiKey",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiKey",
            "kind": "LinkedField",
            "name": "apiKey",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "apiKeyRow_apiKey"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "formApiKeyCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateApiKeyPayload",
        "kind": "LinkedField",
        "name": "createApiKey",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiKey",
            "kind": "LinkedField",
            "name": "apiKey",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scopes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "apiKey",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ApiKeyEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7648f3243a8552bcec994df71aa4fb991d85f9fdf21fac8dbf8f7118bd0d95c6",
    "metadata": {},
    "name": "formApiKeyCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10861932102a0f3e69aba7cede0576f0";

export default node;
