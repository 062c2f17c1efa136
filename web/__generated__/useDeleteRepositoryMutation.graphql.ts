/**
 * @generated SignedSource<<920af10bfb3d4c35ddb8c06a4a5f73f6>>
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
  connections: ReadonlyArray<string>;
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
  "name": "deletedRepositoryId",
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
    "name": "useDeleteRepositoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRepositoryPayload",
        "kind": "LinkedField",
        "name": "deleteRepository",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useDeleteRepositoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRepositoryPayload",
        "kind": "LinkedField",
        "name": "deleteRepository",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedRepositoryId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
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

(node as any).hash = "c50c0b171c6924796f5ce8af49c60583";

export default node;
