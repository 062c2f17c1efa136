/**
 * @generated SignedSource<<e0c6584e120a57981256101972b9ec7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type dashboardCounts_query$data = {
  readonly repositoryCount: {
    readonly totalCount: number;
  };
  readonly userCount: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "dashboardCounts_query";
};
export type dashboardCounts_query$key = {
  readonly " $data"?: dashboardCounts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"dashboardCounts_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "dashboardCounts_query",
  "selections": [
    {
      "alias": "userCount",
      "args": (v0/*:: as any*/),
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "users",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "users(first:1)"
    },
    {
      "alias": "repositoryCount",
      "args": (v0/*:: as any*/),
      "concreteType": "RepositoryConnection",
      "kind": "LinkedField",
      "name": "repositories",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "repositories(first:1)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0e1808e566519a5d793a4bd1f8a3224a";

export default node;
