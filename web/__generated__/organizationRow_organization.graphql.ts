/**
 * @generated SignedSource<<c87003390316abfc3a38453fa351f666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type organizationRow_organization$data = {
  readonly name: string;
  readonly slug: string;
  readonly viewerRole: OrganizationRole | null | undefined;
  readonly " $fragmentType": "organizationRow_organization";
};
export type organizationRow_organization$key = {
  readonly " $data"?: organizationRow_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"organizationRow_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "organizationRow_organization",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "b28e028c885f0e2eba46613ddc8633f0";

export default node;
