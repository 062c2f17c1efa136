/**
 * @generated SignedSource<<c98677d87dd5a8d59dc47c1995e9986f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type memberRow_member$data = {
  readonly email: string;
  readonly isViewer: boolean;
  readonly name: string;
  readonly role: OrganizationRole;
  readonly " $fragmentSpreads": FragmentRefs<"memberRowMenu_member">;
  readonly " $fragmentType": "memberRow_member";
};
export type memberRow_member$key = {
  readonly " $data"?: memberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"memberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "memberRow_member",
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "memberRowMenu_member"
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "8f8eee3f1d74153352aad8e9ba93e54f";

export default node;
