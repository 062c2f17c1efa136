/**
 * @generated SignedSource<<5b1778497075d635e303b79b04049812>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type organizationOverview_organization$data = {
  readonly memberCount: {
    readonly totalCount: number;
  };
  readonly slug: string;
  readonly teamCount: {
    readonly totalCount: number;
  };
  readonly viewerRole: OrganizationRole | null | undefined;
  readonly " $fragmentType": "organizationOverview_organization";
};
export type organizationOverview_organization$key = {
  readonly " $data"?: organizationOverview_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"organizationOverview_organization">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "organizationOverview_organization",
  "selections": [
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
    },
    {
      "alias": "memberCount",
      "args": (v0/*:: as any*/),
      "concreteType": "MemberConnection",
      "kind": "LinkedField",
      "name": "members",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "members(first:1)"
    },
    {
      "alias": "teamCount",
      "args": (v0/*:: as any*/),
      "concreteType": "TeamConnection",
      "kind": "LinkedField",
      "name": "teams",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "teams(first:1)"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "0694f32e79551923d79efd992d257664";

export default node;
