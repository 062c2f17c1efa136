/**
 * @generated SignedSource<<46883af7a7ea16732aace7ece8f9c118>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type teamRow_team$data = {
  readonly memberCount: {
    readonly totalCount: number;
  };
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
      "alias": "memberCount",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "TeamMemberConnection",
      "kind": "LinkedField",
      "name": "members",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "members(first:1)"
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

(node as any).hash = "32d6b390a8e946240df5a1bc69b6bb75";

export default node;
