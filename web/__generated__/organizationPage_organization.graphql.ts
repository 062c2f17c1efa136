/**
 * @generated SignedSource<<7e03121c7a12a07ba301633b22b4e570>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationAbility = "DELETE" | "INVITE" | "MANAGE_MEMBERS" | "MANAGE_TEAMS" | "UPDATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type organizationPage_organization$data = {
  readonly name: string;
  readonly slug: string;
  readonly viewerAbilities: ReadonlyArray<OrganizationAbility>;
  readonly " $fragmentType": "organizationPage_organization";
};
export type organizationPage_organization$key = {
  readonly " $data"?: organizationPage_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"organizationPage_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "organizationPage_organization",
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
      "name": "viewerAbilities",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "2bc445307a5b1a32323482d1cec83acc";

export default node;
