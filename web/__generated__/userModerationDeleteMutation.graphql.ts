/**
 * @generated SignedSource<<cd97c20a2de9cb61c09afbcc666ee938>>
 * @relayHash 8c31e008498522d19710fee5fc42d52e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 468a795c54a5228466b6ff8aa57bcffa042bb1917bdfa6061e41678a117d94a3

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteUserInput = {
  userId: string;
};
export type userModerationDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteUserInput;
};
export type userModerationDeleteMutation$data = {
  readonly deleteUser: {
    readonly deletedUserId: string;
  };
};
export type userModerationDeleteMutation = {
  response: userModerationDeleteMutation$data;
  variables: userModerationDeleteMutation$variables;
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
  "name": "deletedUserId",
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
    "name": "userModerationDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteUserPayload",
        "kind": "LinkedField",
        "name": "deleteUser",
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
    "name": "userModerationDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteUserPayload",
        "kind": "LinkedField",
        "name": "deleteUser",
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
            "name": "deletedUserId",
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
    "id": "468a795c54a5228466b6ff8aa57bcffa042bb1917bdfa6061e41678a117d94a3",
    "metadata": {},
    "name": "userModerationDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "87f6d3df9b8ff6fec3fbcc3afc1ab9ee";

export default node;
