/**
 * @generated SignedSource<<e312e686ed2f88f9eb36d62dcc39d642>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type teamRowMenu_team$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"teamMembers_team">;
  readonly " $fragmentType": "teamRowMenu_team";
};
export type teamRowMenu_team$key = {
  readonly " $data"?: teamRowMenu_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"teamRowMenu_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "teamRowMenu_team",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "teamMembers_team"
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "061867e966b2ad12c99cc8589d81d80f";

export default node;
