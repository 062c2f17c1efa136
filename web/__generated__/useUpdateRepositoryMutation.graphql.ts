/**
 * @generated SignedSource<<be6f3d537dd5733101527c574ae0f1c9>>
 * @relayHash 4a1d51d7168ff8ce334a09eeea15be33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d00bac889163f43086f9a9c8a82515db6612ecc99587cfdf068805a3ff3c9dd

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateRepositoryInput = {
  description?: string | null | undefined;
  id: string;
  link?: string | null | undefined;
  name?: string | null | undefined;
};
export type useUpdateRepositoryMutation$variables = {
  input: UpdateRepositoryInput;
};
export type useUpdateRepositoryMutation$data = {
  readonly updateRepository: {
    readonly repository: {
      readonly description: string | null | undefined;
      readonly id: string;
      readonly link: string;
      readonly name: string;
      readonly updatedAt: string;
    };
  };
};
export type useUpdateRepositoryMutation = {
  response: useUpdateRepositoryMutation$data;
  variables: useUpdateRepositoryMutation$variables;
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
    "concreteType": "UpdateRepositoryPayload",
    "kind": "LinkedField",
    "name": "updateRepository",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
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
            "name": "updatedAt",
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
    "name": "useUpdateRepositoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRepositoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3d00bac889163f43086f9a9c8a82515db6612ecc99587cfdf068805a3ff3c9dd",
    "metadata": {},
    "name": "useUpdateRepositoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd8b32fd3941ea212276c0dadb64af86";

export default node;
