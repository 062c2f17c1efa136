/**
 * @generated SignedSource<<e15d2f2304c89bc489bee19e822ed239>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type userSummary_user$data = {
  readonly banExpires: string | null | undefined;
  readonly banReason: string | null | undefined;
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

(node as any).hash = "af8e4904e077730e378cf3042cb3d55a";

export default node;
