/**
 * @generated SignedSource<<0ac1bb4e2f8d2fe7b66a7a32fc81ac64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type userSummary_user$data = {
  readonly banned: boolean;
  readonly createdAt: string;
  readonly email: string;
  readonly name: string;
  readonly onboarded: boolean;
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "userSummary_user";
};
export type userSummary_user$key = {
  readonly " $data"?: userSummary_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"userSummary_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userSummary_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onboarded",
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
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banned",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "57a2e529bae36c5c8f8f1cb1d36b2513";

export default node;
