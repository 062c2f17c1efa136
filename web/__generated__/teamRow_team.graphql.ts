/**
 * @generated SignedSource<<d786305d2d3b858c6038d9ead503d949>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type teamRow_team$data = {
  readonly memberCount: number;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"teamRowMenu_team">;
  readonly " $fragmentType": "teamRow_team";
};
export type teamRow_team$key = {
  readonly " $data"?: teamRow_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"teamRow_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "teamRow_team",
  "selections": [
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
      "name": "memberCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "teamRowMenu_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "02f52b9b5aca88dfcdb118b127e9c7d5";

export default node;
