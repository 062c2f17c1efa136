/**
 * @generated SignedSource<<7de28a5d843bcd6eabc216f9b14a32fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type invitationRowMenu_invitation$data = {
  readonly email: string;
  readonly id: string;
  readonly " $fragmentType": "invitationRowMenu_invitation";
};
export type invitationRowMenu_invitation$key = {
  readonly " $data"?: invitationRowMenu_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"invitationRowMenu_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "invitationRowMenu_invitation",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "577d966069b97341326d06a0163f0260";

export default node;
