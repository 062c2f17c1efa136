/**
 * @generated SignedSource<<2165709eec63690395e1147504766288>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type repositoryRow_repository$data = {
  readonly description: string | null | undefined;
  readonly id: string;
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

(node as any).hash = "3c1290dc85f8f782ba90dfafb3bdf87e";

export default node;
