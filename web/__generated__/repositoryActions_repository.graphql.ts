/**
 * @generated SignedSource<<f8d491d148ac652f9e0e9fa4e610967f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryActions_repository$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly link: string;
  readonly name: string;
  readonly " $fragmentType": "repositoryActions_repository";
};
export type repositoryActions_repository$key = {
  readonly " $data"?: repositoryActions_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryActions_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "repositoryActions_repository",
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "760ae986efafa8c9feab4e26643b7a3f";

export default node;
