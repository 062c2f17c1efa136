/**
 * @generated SignedSource<<d3e275514960a920f3201437c26ffa91>>
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
  readonly " $fragmentSpreads": FragmentRefs<"repositoryDeleteButton_repository" | "repositoryUpdateButton_repository">;
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
      "name": "repositoryUpdateButton_repository"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "repositoryDeleteButton_repository"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "2bccdb19c07a4e391a04538f07455372";

export default node;
