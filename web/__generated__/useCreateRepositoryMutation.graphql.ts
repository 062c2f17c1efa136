/**
 * @generated SignedSource<<839f3d16179d039b9eb6761ba04e6ba0>>
 * @relayHash d810e8563cb56214049baa360cc514a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d96c3166c9565ade8f65e6c7e4ffb6fc26e0554e0ec3c0bcd230c68c515eab6

import type { ConcreteRequest } from 'relay-runtime';
export type CreateRepositoryInput = {
  description?: string | null | undefined;
  link: string;
  name: string;
};
export type useCreateRepositoryMutation$variables = {
  input: CreateRepositoryInput;
};
export type useCreateRepositoryMutation$data = {
  readonly createRepository: {
    readonly repository: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useCreateRepositoryMutation = {
  response: useCreateRepositoryMutation$data;
  variables: useCreateRepositoryMutation$variables;
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
    "concreteType": "CreateRepositoryPayload",
    "kind": "LinkedField",
    "name": "createRepository",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
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
    "name": "useCreateRepositoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRepositoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6d96c3166c9565ade8f65e6c7e4ffb6fc26e0554e0ec3c0bcd230c68c515eab6",
    "metadata": {},
    "name": "useCreateRepositoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "86577ac0c1a3499dc67208e2fa8772c3";

export default node;
