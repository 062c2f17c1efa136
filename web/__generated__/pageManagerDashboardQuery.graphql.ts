/**
 * @generated SignedSource<<8e393ca71b764b268e2068ed562eaa2c>>
 * @relayHash 4118700d621f2195e7119a4960a26a83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56b2bf6c06fde784222bb012ff69129b21b5b276a0829d5227e431503e90c867

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type pageManagerDashboardQuery$variables = Record<PropertyKey, never>;
export type pageManagerDashboardQuery$data = {
  readonly viewer: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"dashboardCounts_query" | "dashboardNewestRepositories_query" | "dashboardNewestUsers_query">;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "CREATED_AT_DESC"
  }
];
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "dashboardCounts_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "dashboardNewestUsers_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "dashboardNewestRepositories_query"
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "userCount",
        "args": (v2/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "users(first:1)"
      },
      {
        "alias": "repositoryCount",
        "args": (v2/*:: as any*/),
        "concreteType": "RepositoryConnection",
        "kind": "LinkedField",
        "name": "repositories",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "repositories(first:1)"
      },
      {
        "alias": "newestUsers",
        "args": (v4/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v0/*:: as any*/),
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
        ],
        "storageKey": "users(first:5,orderBy:\"CREATED_AT_DESC\")"
      },
      {
        "alias": "newestRepositories",
        "args": (v4/*:: as any*/),
        "concreteType": "RepositoryConnection",
        "kind": "LinkedField",
        "name": "repositories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RepositoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Repository",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "repositories(first:5,orderBy:\"CREATED_AT_DESC\")"
      }
    ]
  },
  "params": {
    "id": "56b2bf6c06fde784222bb012ff69129b21b5b276a0829d5227e431503e90c867",
    "metadata": {},
    "name": "pageManagerDashboardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9bdf94543595a718265660b8d2e0ed2e";

export default node;
