/**
 * @generated SignedSource<<ebd497b24c8bfe002903af7070d74fc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type receivedInvitationRow_invitation$data = {
  readonly expiresAt: string;
  readonly id: string;
  readonly inviterName: string;
  readonly organizationName: string;
  readonly role: OrganizationRole;
  readonly " $fragmentType": "receivedInvitationRow_invitation";
};
export type receivedInvitationRow_invitation$key = {
  readonly " $data"?: receivedInvitationRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"receivedInvitationRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "receivedInvitationRow_invitation",
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
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviterName",
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
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "671f0862cf072f77a5e6e7d7b96c5b94";

export default node;
