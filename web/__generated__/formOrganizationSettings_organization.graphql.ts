/**
 * @generated SignedSource<<320989a8791ccd4e7ab521ba0d0fcaf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type formOrganizationSettings_organization$data = {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "formOrganizationSettings_organization";
};
export type formOrganizationSettings_organization$key = {
  readonly " $data"?: formOrganizationSettings_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"formOrganizationSettings_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "formOrganizationSettings_organization",
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
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "3a2ba0461981761e9748780086b64f99";

export default node;
