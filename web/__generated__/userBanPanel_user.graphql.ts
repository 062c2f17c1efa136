/**
 * @generated SignedSource<<e5b3b43e23e8d6f2651c10568f0ec78d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type userBanPanel_user$data = {
  readonly banExpires: string | null | undefined;
  readonly banReason: string | null | undefined;
  readonly banned: boolean;
  readonly " $fragmentType": "userBanPanel_user";
};
export type userBanPanel_user$key = {
  readonly " $data"?: userBanPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"userBanPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userBanPanel_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banExpires",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "36c569dc27cb31f54998467773a67b34";

export default node;
