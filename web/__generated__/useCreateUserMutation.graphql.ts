/**
 * @generated SignedSource<<071400e01e091c6718b26f15fcf56a6f>>
 * @relayHash 030292ece39829c18817316a36f26c9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad54f077c0d4dcc90b3b504772c8ca41c074d812696063703eeca0e5357fae66

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type CreateUserInput = {
  email: string;
  name: string;
  roles?: ReadonlyArray<Role> | null | undefined;
};
export type useCreateUserMutation$variables = {
  input: CreateUserInput;
};
export type useCreateUserMutation$data = {
  readonly createUser: {
    readonly user: {
      readonly id: string;
    };
  };
};
export type useCreateUserMutation = {
  response: useCreateUserMutation$data;
  variables: useCreateUserMutation$variables;
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
    "concreteType": "CreateUserPayload",
    "kind": "LinkedField",
    "name": "createUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useCreateUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ad54f077c0d4dcc90b3b504772c8ca41c074d812696063703eeca0e5357fae66",
    "metadata": {},
    "name": "useCreateUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fd4a519fc113fc02f621758e45df870";

export default node;
