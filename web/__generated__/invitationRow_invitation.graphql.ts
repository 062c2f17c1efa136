/**
 * @generated SignedSource<<755236431dcc215e509acb0826829ae7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELED" | "DECLINED" | "EXPIRED" | "PENDING" | "%future added value";
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type invitationRow_invitation$data = {
  readonly email: string;
  readonly expiresAt: string;
  readonly role: OrganizationRole;
  readonly status: InvitationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"invitationRowMenu_invitation">;
  readonly " $fragmentType": "invitationRow_invitation";
};
export type invitationRow_invitation$key = {
  readonly " $data"?: invitationRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"invitationRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "invitationRow_invitation",
  "selections": [
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "invitationRowMenu_invitation"
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "ae59d05744790ab8e4aed3790befb277";

export default node;
