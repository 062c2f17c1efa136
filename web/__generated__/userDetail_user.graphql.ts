/**
 * @generated SignedSource<<c57cdfbb21056a5ae51e43520c234d5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type userDetail_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"userBanPanel_user" | "userSummary_user">;
  readonly " $fragmentType": "userDetail_user";
};
export type userDetail_user$key = {
  readonly " $data"?: userDetail_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"userDetail_user">;
};

import userDetailRefetchQuery_graphql from './userDetailRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": userDetailRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "userDetail_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "userSummary_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "userBanPanel_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d90b26496298facc8889430b4000d880";

export default node;
