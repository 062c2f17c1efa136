/**
 * @generated SignedSource<<276d2029b2be744d9cbd302581022964>>
 * @relayHash 5fe874734f05002781823b0b16ceb5f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a402da18a73e4c01f0b9dbb6c3ad7671ff079baef65baa7d561542d3ec906f6

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeSessionInput = {
  id: string;
};
export type sessionListRevokeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeSessionInput;
};
export type sessionListRevokeMutation$data = {
  readonly revokeSession: {
    readonly revokedSessionId: string;
  };
};
export type sessionListRevokeMutation = {
  response: sessionListRevokeMutation$data;
  variables: sessionListRevokeMutation$variables;
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
  "name": "revokedSessionId",
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
    "name": "sessionListRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeSessionPayload",
        "kind": "LinkedField",
        "name": "revokeSession",
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
    "name": "sessionListRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeSessionPayload",
        "kind": "LinkedField",
        "name": "revokeSession",
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
            "name": "revokedSessionId",
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
    "id": "9a402da18a73e4c01f0b9dbb6c3ad7671ff079baef65baa7d561542d3ec906f6",
    "metadata": {},
    "name": "sessionListRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b87cbbaf64af0d1015521db2d17a798";

export default node;
