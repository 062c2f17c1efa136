/**
 * @generated SignedSource<<7ff2245506873d5c33c320d66e1aadd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type activityChart_points$data = ReadonlyArray<{
  readonly count: number;
  readonly day: string;
  readonly " $fragmentType": "activityChart_points";
}>;
export type activityChart_points$key = ReadonlyArray<{
  readonly " $data"?: activityChart_points$data;
  readonly " $fragmentSpreads": FragmentRefs<"activityChart_points">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "activityChart_points",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "day",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "ActivityDay",
  "abstractKey": null
};

(node as any).hash = "c540dcd3fb0c4e91ba355e29c1b2a9b4";

export default node;
