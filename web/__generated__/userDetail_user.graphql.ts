/**
 * @generated SignedSource<<45e5c56e59964e0f40f59a86e10b6a17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type userDetail_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"userBanPanel_user" | "userSessions_user" | "userSummary_user">;
  readonly " $fragmentType": "userDetail_user";
};
export type userDetail_user$key = {
  readonly " $data"?: userDetail_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"userDetail_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userDetail_user",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "userSummary_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "userBanPanel_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "userSessions_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "af59c2a00e003a384fdd5e1daa927ba9";

export default node;
