/**
 * @generated SignedSource<<4b3b7b3f21c18e0a2159b280dcaa754e>>
 * @relayHash 54b710c840ab060e6836ee45d928299c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28ed515292d1aed85e4216ca8920c15c6e03d4c36617a1a8350692667a2fa0e5

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteRepositoryInput = {
  id: string;
};
export type useDeleteRepositoryMutation$variables = {
  input: DeleteRepositoryInput;
};
export type useDeleteRepositoryMutation$data = {
  readonly deleteRepository: {
    readonly deletedRepositoryId: string;
  };
};
export type useDeleteRepositoryMutation = {
  response: useDeleteRepositoryMutation$data;
  variables: useDeleteRepositoryMutation$variables;
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
    "concreteType": "DeleteRepositoryPayload",
    "kind": "LinkedField",
    "name": "deleteRepository",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRepositoryId",
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
    "name": "useDeleteRepositoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteRepositoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "28ed515292d1aed85e4216ca8920c15c6e03d4c36617a1a8350692667a2fa0e5",
    "metadata": {},
    "name": "useDeleteRepositoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce007387cdf29ea673f75908959d0427";

export default node;
