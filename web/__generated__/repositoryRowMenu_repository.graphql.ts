/**
 * @generated SignedSource<<16bc0e77c476e2ab29ff601808ae84c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryRowMenu_repository$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryActions_repository">;
  readonly " $fragmentType": "repositoryRowMenu_repository";
};
export type repositoryRowMenu_repository$key = {
  readonly " $data"?: repositoryRowMenu_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryRowMenu_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "repositoryRowMenu_repository",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "repositoryActions_repository"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "8272b32afbbd25a9dab03482471f8d7e";

export default node;
