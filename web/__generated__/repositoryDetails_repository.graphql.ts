/**
 * @generated SignedSource<<1a4c0b5006be097bce217235e499537a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryDetails_repository$data = {
  readonly createdAt: string;
  readonly description: string | null | undefined;
  readonly link: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "repositoryDetails_repository";
};
export type repositoryDetails_repository$key = {
  readonly " $data"?: repositoryDetails_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryDetails_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "repositoryDetails_repository",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "9f526bfa0354e3c1e6921923fea2a940";

export default node;
