/**
 * @generated SignedSource<<92074e2ee6676899ba28b503ea605ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type organizationDelete_organization$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "organizationDelete_organization";
};
export type organizationDelete_organization$key = {
  readonly " $data"?: organizationDelete_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"organizationDelete_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "organizationDelete_organization",
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "59daea68f6eb526fcb9abf31fc57d31a";

export default node;
