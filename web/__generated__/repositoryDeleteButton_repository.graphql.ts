/**
 * @generated SignedSource<<f99cb253f2e63ab9eb9834d57b0c6de9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryDeleteButton_repository$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "repositoryDeleteButton_repository";
};
export type repositoryDeleteButton_repository$key = {
  readonly " $data"?: repositoryDeleteButton_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryDeleteButton_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "repositoryDeleteButton_repository",
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
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "521efda3439637584fd5c097f367fae5";

export default node;
