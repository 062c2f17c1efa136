/**
 * @generated SignedSource<<9bfa0f41595140f43b5010fe8004652c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type dashboardActivity_query$data = {
  readonly activity: {
    readonly days: number;
    readonly repositoriesCreated: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"activityChart_points">;
    }> | null | undefined;
    readonly usersCreated: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"activityChart_points">;
    }>;
  };
  readonly " $fragmentType": "dashboardActivity_query";
};
export type dashboardActivity_query$key = {
  readonly " $data"?: dashboardActivity_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"dashboardActivity_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "activityChart_points"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "days"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "dashboardActivity_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        }
      ],
      "concreteType": "Activity",
      "kind": "LinkedField",
      "name": "activity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivityDay",
          "kind": "LinkedField",
          "name": "usersCreated",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivityDay",
          "kind": "LinkedField",
          "name": "repositoriesCreated",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "4fb3bd5bfbf575d2dbbac27be3740d30";

export default node;
