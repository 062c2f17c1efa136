/**
 * @generated SignedSource<<4b55d34ace7dce9541266d0611ba1305>>
 * @relayHash 19ac9c9ec2523ee42d4a1278efdc5f11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2059e8d8c957407cfe2f3e0ac590447828da3f470d4565adcee5afe526d8cbd6

import type { ConcreteRequest } from 'relay-runtime';
export type pageManagerDashboardQuery$variables = Record<PropertyKey, never>;
export type pageManagerDashboardQuery$data = {
  readonly viewer: {
    readonly name: string;
  } | null | undefined;
};
export type pageManagerDashboardQuery = {
  response: pageManagerDashboardQuery$data;
  variables: pageManagerDashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "pageManagerDashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "pageManagerDashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "2059e8d8c957407cfe2f3e0ac590447828da3f470d4565adcee5afe526d8cbd6",
    "metadata": {},
    "name": "pageManagerDashboardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5fe0f8670dd71ad8035a0a900014f9e";

export default node;
