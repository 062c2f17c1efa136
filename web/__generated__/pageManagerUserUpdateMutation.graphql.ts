/**
 * @generated SignedSource<<2d2dfa8fb26577532b3432dcdc01a8da>>
 * @relayHash 943a6c58e27227f97b4dfd60e91d8753
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e03e10aaa616bbe28ac376208371b59a5d8d6910bd318c5d50ea937eeaf678bc

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type UpdateUserInput = {
  email?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  roles?: ReadonlyArray<Role> | null | undefined;
};
export type pageManagerUserUpdateMutation$variables = {
  input: UpdateUserInput;
};
export type pageManagerUserUpdateMutation$data = {
  readonly updateUser: {
    readonly user: {
      readonly id: string;
      readonly name: string;
      readonly onboarded: boolean;
      readonly roles: ReadonlyArray<Role>;
    };
  };
};
export type pageManagerUserUpdateMutation = {
  response: pageManagerUserUpdateMutation$data;
  variables: pageManagerUserUpdateMutation$variables;
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
    "concreteType": "UpdateUserPayload",
    "kind": "LinkedField",
    "name": "updateUser",
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
          },
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
            "name": "roles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onboarded",
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
    "name": "pageManagerUserUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "pageManagerUserUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e03e10aaa616bbe28ac376208371b59a5d8d6910bd318c5d50ea937eeaf678bc",
    "metadata": {},
    "name": "pageManagerUserUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f9e8de179a8a4a96d3d1fa2585ad79d";

export default node;
