/**
 * @generated SignedSource<<8ffbb3416732e6822f0239f8298ffcb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type organizationLeave_organization$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "organizationLeave_organization";
};
export type organizationLeave_organization$key = {
  readonly " $data"?: organizationLeave_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"organizationLeave_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "organizationLeave_organization",
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
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "0f14a50c1e864fc66fbfcae90d1220fa";

export default node;
