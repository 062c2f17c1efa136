/**
 * @generated SignedSource<<3cbe97a506ade76585a2065b43de7b87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type memberRowMenu_member$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly role: OrganizationRole;
  readonly " $fragmentType": "memberRowMenu_member";
};
export type memberRowMenu_member$key = {
  readonly " $data"?: memberRowMenu_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"memberRowMenu_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "memberRowMenu_member",
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
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "7938cf905b7e5bb244839561aef26440";

export default node;
