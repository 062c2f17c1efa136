/**
 * @generated SignedSource<<70e9cb3df2e982d4b2c85db4a43bef79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type dashboardNewestRepositories_query$data = {
  readonly newestRepositories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly link: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "dashboardNewestRepositories_query";
};
export type dashboardNewestRepositories_query$key = {
  readonly " $data"?: dashboardNewestRepositories_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"dashboardNewestRepositories_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "dashboardNewestRepositories_query",
  "selections": [
    {
      "alias": "newestRepositories",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": "CREATED_AT_DESC"
        }
      ],
      "concreteType": "RepositoryConnection",
      "kind": "LinkedField",
      "name": "repositories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RepositoryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Repository",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "repositories(first:5,orderBy:\"CREATED_AT_DESC\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cc83cdd5a910270ceeed3da9292f74a3";

export default node;
