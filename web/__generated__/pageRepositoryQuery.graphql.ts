/**
 * @generated SignedSource<<6edac3d43bef0652d0ba48972b219487>>
 * @relayHash cadda911e7dbcef415542b7dc8a36790
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 342310b328193f19036d7bf95c7a039f13f0948c855a0a7e5c9762cd4f10362c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type pageRepositoryQuery$variables = {
  id: string;
};
export type pageRepositoryQuery$data = {
  readonly repository: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"repositoryActions_repository" | "repositoryDetails_repository">;
  } | null | undefined;
};
export type pageRepositoryQuery = {
  response: pageRepositoryQuery$data;
  variables: pageRepositoryQuery$variables;
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
    "name": "pageRepositoryQuery",
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
            "name": "repositoryActions_repository"
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
    "name": "pageRepositoryQuery",
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
    "id": "342310b328193f19036d7bf95c7a039f13f0948c855a0a7e5c9762cd4f10362c",
    "metadata": {},
    "name": "pageRepositoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a8735caef7f4a2a2fc23e6ba0eb6922";

export default node;
