/**
 * @generated SignedSource<<2eedd31937b6201351cb4ef333ff667c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryRowMenu_repository$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly link: string;
  readonly name: string;
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

(node as any).hash = "0fbebd3aeeef9a3761a1eb4a5b526735";

export default node;
