/**
 * @generated SignedSource<<471ef1e1b53dd72859caeaaca2da5b36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type pageManagerUserUpdate_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "pageManagerUserUpdate_user";
};
export type pageManagerUserUpdate_user$key = {
  readonly " $data"?: pageManagerUserUpdate_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"pageManagerUserUpdate_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "pageManagerUserUpdate_user",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b57f8ca54bbe5c165a36c681cdf5d029";

export default node;
