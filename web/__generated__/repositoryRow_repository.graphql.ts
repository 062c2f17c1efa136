/**
 * @generated SignedSource<<13f172acb62d9e082175a82d578e687a>>
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
  readonly " $fragmentSpreads": FragmentRefs<"repositoryActions_repository">;
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
      "name": "repositoryActions_repository"
    }
  ],
  "type": "Repository",
  "abstractKey": null
};

(node as any).hash = "8fde3f87e555f240094fab4013f14eb4";

export default node;
