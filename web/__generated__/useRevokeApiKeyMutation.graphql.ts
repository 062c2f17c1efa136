/**
 * @generated SignedSource<<c4239743bfb1e88152f5542c6cd3b375>>
 * @relayHash d41fa5bfced7a18f0625576e7162e96f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91b98f82e225dc5927d8257f8df067f3e904a3a5d920d23c9aa918d47d7e526f

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  id: string;
};
export type useRevokeApiKeyMutation$variables = {
  input: RevokeApiKeyInput;
};
export type useRevokeApiKeyMutation$data = {
  readonly revokeApiKey: {
    readonly apiKey: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    };
  };
};
export type useRevokeApiKeyMutation = {
  response: useRevokeApiKeyMutation$data;
  variables: useRevokeApiKeyMutation$variables;
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
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "91b98f82e225dc5927d8257f8df067f3e904a3a5d920d23c9aa918d47d7e526f",
    "metadata": {},
    "name": "useRevokeApiKeyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1292c8aa5b17a693767fdd2cfcb2cd1d";

export default node;
