/**
 * @generated SignedSource<<8e067e2b6d8a8647f04b98e53e549781>>
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
  readonly secondFactor: {
    readonly enabled: boolean;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SecondFactor",
      "kind": "LinkedField",
      "name": "secondFactor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "542da8d859ac69b832aebbac2da0b64f";

export default node;
