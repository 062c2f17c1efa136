/**
 * @generated SignedSource<<ef51431a78db15beef60502363ca0493>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type managerOrganizationRow_organization$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "managerOrganizationRow_organization";
};
export type managerOrganizationRow_organization$key = {
  readonly " $data"?: managerOrganizationRow_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"managerOrganizationRow_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "managerOrganizationRow_organization",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "86429544e6bef867974bb492aa0820e3";

export default node;
