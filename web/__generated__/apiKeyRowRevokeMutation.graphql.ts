/**
 * @generated SignedSource<<d3f59f014063ea26392883b8a5e0ee34>>
 * @relayHash e9038d71bfd1286f04c6f51745d7cbc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92f07c48a64e5e5916c3afdc176a93c1bbd78addfb4f13adaa35dd786d1654cb

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  id: string;
};
export type apiKeyRowRevokeMutation$variables = {
  input: RevokeApiKeyInput;
};
export type apiKeyRowRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly apiKey: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    };
  };
};
export type apiKeyRowRevokeMutation = {
  response: apiKeyRowRevokeMutation$data;
  variables: apiKeyRowRevokeMutation$variables;
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
    "concreteType": "RevokeApiKeyPayload",
    "kind": "LinkedField",
    "name": "revokeApiKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiKey",
        "kind": "LinkedField",
        "name": "apiKey",
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
            "name": "revokedAt",
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
    "name": "apiKeyRowRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiKeyRowRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "92f07c48a64e5e5916c3afdc176a93c1bbd78addfb4f13adaa35dd786d1654cb",
    "metadata": {},
    "name": "apiKeyRowRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "090a38abb6c27de0a1c4a636a5719ffb";

export default node;
