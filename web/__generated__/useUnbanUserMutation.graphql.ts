/**
 * @generated SignedSource<<ebf2c3087708abd504c2be67db97c06d>>
 * @relayHash 723450096afa493f64f8c9f96da2c092
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22f9ee37dce162e19c9cb0f37bb194c26dab71adda1ce8f7c7dab0de07393d06

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnbanUserInput = {
  userId: string;
};
export type useUnbanUserMutation$variables = {
  input: UnbanUserInput;
};
export type useUnbanUserMutation$data = {
  readonly unbanUser: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"userBanPanel_user" | "userSummary_user">;
    };
  };
};
export type useUnbanUserMutation = {
  response: useUnbanUserMutation$data;
  variables: useUnbanUserMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnbanUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnbanUserPayload",
        "kind": "LinkedField",
        "name": "unbanUser",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "userBanPanel_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "userSummary_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnbanUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnbanUserPayload",
        "kind": "LinkedField",
        "name": "unbanUser",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "banned",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "banReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "banExpires",
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
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboarded",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "22f9ee37dce162e19c9cb0f37bb194c26dab71adda1ce8f7c7dab0de07393d06",
    "metadata": {},
    "name": "useUnbanUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ef7b131d1324719c6a3546347a5d59c";

export default node;
