/**
 * @generated SignedSource<<195b8b4d2771a591e782a6b60390bae9>>
 * @relayHash c0f688fe8c9bf715770c78852a009b6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa89e216cf3e341858e1241319ee58511b8ccc59fd68343d0307270389402fce

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeSessionInput = {
  id: string;
};
export type useRevokeSessionMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeSessionInput;
};
export type useRevokeSessionMutation$data = {
  readonly revokeSession: {
    readonly revokedSessionId: string;
  };
};
export type useRevokeSessionMutation = {
  response: useRevokeSessionMutation$data;
  variables: useRevokeSessionMutation$variables;
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
    "name": "useRevokeSessionMutation",
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
    "name": "useRevokeSessionMutation",
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
    "id": "aa89e216cf3e341858e1241319ee58511b8ccc59fd68343d0307270389402fce",
    "metadata": {},
    "name": "useRevokeSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71a0c1163399e6159f9f2b9f0b774384";

export default node;
