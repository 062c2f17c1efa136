/**
 * @generated SignedSource<<d0b7d63c105afceafe0162538d640129>>
 * @relayHash ace80b001730b6cf17211ff9c4b25ca2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da52ca4848c0088d7ad2d97f22ff94e142230f41b698889ae65908bdf4de25d7

import type { ConcreteRequest } from 'relay-runtime';
export type RequestUserEmailChangeInput = {
  email: string;
  userId: string;
};
export type useRequestUserEmailChangeMutation$variables = {
  input: RequestUserEmailChangeInput;
};
export type useRequestUserEmailChangeMutation$data = {
  readonly requestUserEmailChange: {
    readonly user: {
      readonly email: string;
      readonly id: string;
    };
  };
};
export type useRequestUserEmailChangeMutation = {
  response: useRequestUserEmailChangeMutation$data;
  variables: useRequestUserEmailChangeMutation$variables;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "useRequestUserEmailChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestUserEmailChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "da52ca4848c0088d7ad2d97f22ff94e142230f41b698889ae65908bdf4de25d7",
    "metadata": {},
    "name": "useRequestUserEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "970425c9e6ab8236392e6b66daf27416";

export default node;
