/**
 * @generated SignedSource<<35d0740367d947436aa0c02b13d93f2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryRow_repository$data = {
  readonly createdAt: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly link: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"repositoryRowMenu_repository">;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "repositoryRowMenu_repository"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "3aa920f585b35b33be20ff152b8231d3";

export default node;
