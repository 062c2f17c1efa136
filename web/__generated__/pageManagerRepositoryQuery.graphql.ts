/**
 * @generated SignedSource<<17123377f9fd4f9edc6ae843a9a678aa>>
 * @relayHash ef37fa71ee0be89e1362dde0d078ff29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8effd8fd329cab3ffe46695da1f75494d7c68cd6b658db1ed11ba78f2525c0ab

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type pageManagerRepositoryQuery$variables = {
  id: string;
};
export type pageManagerRepositoryQuery$data = {
  readonly repository: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"repositoryDeleteButton_repository" | "repositoryDetails_repository" | "repositoryUpdateButton_repository">;
  } | null | undefined;
};
export type pageManagerRepositoryQuery = {
  response: pageManagerRepositoryQuery$data;
  variables: pageManagerRepositoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "pageManagerRepositoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "repositoryDetails_repository"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "repositoryUpdateButton_repository"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "repositoryDeleteButton_repository"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "pageManagerRepositoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Repository",
        "kind": "LinkedField",
        "name": "repository",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
            "name": "updatedAt",
            "storageKey": null
          },
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
    "id": "8effd8fd329cab3ffe46695da1f75494d7c68cd6b658db1ed11ba78f2525c0ab",
    "metadata": {},
    "name": "pageManagerRepositoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7822779405be733f5099e1d0f79d7a6";

export default node;
