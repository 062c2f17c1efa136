/**
 * @generated SignedSource<<86c1e95a150b10195e8d4f3c030da5c5>>
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
    "value": 0
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
      "storageKey": "users(first:0)"
    },
    {
      "alias": "repositoryCount",
      "args": (v0/*:: as any*/),
      "concreteType": "RepositoryConnection",
      "kind": "LinkedField",
      "name": "repositories",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "repositories(first:0)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "43747feaba764c057741fc54a5c81609";

export default node;
