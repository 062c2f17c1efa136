/**
 * @generated SignedSource<<c6356bf0ed5958ecf158e6ce9dd40904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type jobQueueTable_query$data = {
  readonly jobQueues: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"jobQueueRow_queue">;
  }>;
  readonly " $fragmentType": "jobQueueTable_query";
};
export type jobQueueTable_query$key = {
  readonly " $data"?: jobQueueTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"jobQueueTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "jobQueueTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "JobQueue",
      "kind": "LinkedField",
      "name": "jobQueues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "jobQueueRow_queue"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7f366b5f33a16c1045853832cb097eae";

export default node;
