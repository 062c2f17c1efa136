/**
 * @generated SignedSource<<5a0e045589a20233bec2afc323a68296>>
 * @relayHash b54ede4a3c2494207a67488fdca77f77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43685d7712e26f6a482bbb335fd09197f763bcda062fece89f627d8efa15c556

import type { ConcreteRequest } from 'relay-runtime';
export type RequestUserEmailChangeInput = {
  email: string;
  userId: string;
};
export type formUserEmailChangeRequestMutation$variables = {
  input: RequestUserEmailChangeInput;
};
export type formUserEmailChangeRequestMutation$data = {
  readonly requestUserEmailChange: {
    readonly user: {
      readonly id: string;
    };
  };
};
export type formUserEmailChangeRequestMutation = {
  response: formUserEmailChangeRequestMutation$data;
  variables: formUserEmailChangeRequestMutation$variables;
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
    "concreteType": "RequestUserEmailChangePayload",
    "kind": "LinkedField",
    "name": "requestUserEmailChange",
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
    "name": "formUserEmailChangeRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "formUserEmailChangeRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "43685d7712e26f6a482bbb335fd09197f763bcda062fece89f627d8efa15c556",
    "metadata": {},
    "name": "formUserEmailChangeRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "700505e7a9fbe1708c36659f20f57ab9";

export default node;
