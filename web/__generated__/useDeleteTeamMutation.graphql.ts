/**
 * @generated SignedSource<<965a8c13ea4e2dfe92f7dcf71c8babc7>>
 * @relayHash cf22bdb81b5f17d74431c885914df79d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8cccdb45c5265b61257ba04f90ef8d4b157fc7baec1964b143cc28cea5bb3a9

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteTeamInput = {
  teamId: string;
};
export type useDeleteTeamMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteTeamInput;
};
export type useDeleteTeamMutation$data = {
  readonly deleteTeam: {
    readonly deletedTeamId: string;
  };
};
export type useDeleteTeamMutation = {
  response: useDeleteTeamMutation$data;
  variables: useDeleteTeamMutation$variables;
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
  "name": "deletedTeamId",
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
    "name": "useDeleteTeamMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteTeamPayload",
        "kind": "LinkedField",
        "name": "deleteTeam",
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
    "name": "useDeleteTeamMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteTeamPayload",
        "kind": "LinkedField",
        "name": "deleteTeam",
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
            "name": "deletedTeamId",
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
    "id": "d8cccdb45c5265b61257ba04f90ef8d4b157fc7baec1964b143cc28cea5bb3a9",
    "metadata": {},
    "name": "useDeleteTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7c300844edf4427e3a833f4be2b2b92";

export default node;
