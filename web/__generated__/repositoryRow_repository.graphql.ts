/**
 * @generated SignedSource<<53c4cf59b28d9e3e05a0890d6221cad6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryRow_repository$data = {
  readonly description: string | null | undefined;
  readonly link: string;
  readonly name: string;
  readonly " $fragmentType": "repositoryRow_repository";
};
export type repositoryRow_repository$key = {
  readonly " $data"?: repositoryRow_repository$data;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryRow_repository">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "repositoryRow_repository",
  "selections": [
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

(node as any).hash = "3ebde00d8bbd4a16990a40a7f8469a2f";

export default node;
